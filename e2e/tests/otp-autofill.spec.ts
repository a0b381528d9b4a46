import { expect, test } from '../fixtures/checkout-test.ts';

// The one-time code that fills itself (docs/product/sign-in.md, "The code fills itself";
// docs/decisions/0045): the field as the phone sees it, a pasted SMS checked without a press,
// and focus on "Change number".

/** The SMS the API sends, as the shopper would copy it from the messages app. */
function smsText(language: 'ar' | 'en', code: string, host: string): string {
  const sentence =
    language === 'en'
      ? `Your verification code is ${code}. It expires in 5 minutes.`
      : `رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال 5 دقائق.`;
  return `${sentence}\n\n@${host} #${code}`;
}

test('a pasted SMS fills the code and signs in without a press; "Change number" goes back to the number', async ({
  api,
  carts,
  checkout,
  language,
  page,
  shopper,
  t,
  verifyScreen,
}) => {
  const cart = await carts.create('merchandise');
  await checkout.open({ tenant: 'demo', cartId: cart.id });
  await checkout.waitUntilReady();

  await checkout.mobileNumber.fill(shopper.mobile.local);
  await checkout.sendCode.click();
  await expect(checkout.verificationCode).toBeFocused();
  await expect(checkout.verificationCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(checkout.verificationCode).toHaveAttribute('inputmode', 'numeric');
  await verifyScreen('identity-code-sent');

  // "Change number": back on the number, as typed, to correct it.
  await page.getByRole('button', { name: t('Change number') }).click();
  await expect(checkout.mobileNumber).toBeFocused();
  await expect(checkout.mobileNumber).toHaveValue(shopper.mobile.local);

  const sentAfter = new Date();
  await checkout.sendCode.click();
  const code = await api.otpCode('demo', shopper.mobile.e164, sentAfter);
  const host = new URL(page.url()).hostname;
  await checkout.verificationCode.evaluate(
    (field, text) => {
      // A paste as the browser makes it: the clipboard's text on a cancellable paste event.
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', text);
      field.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
      );
    },
    smsText(language, code, host),
  );
  await expect(checkout.verificationCode).toBeHidden();
  await expect(checkout.fullName).toBeFocused();
});
