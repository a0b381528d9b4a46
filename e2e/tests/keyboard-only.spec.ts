import { expect, test } from '../fixtures/checkout-test.ts';
import { tabTo } from '../pages/tab-to.ts';

test('a cash checkout can be completed with the keyboard alone', async ({
  api,
  carts,
  checkout,
  page,
  shopper,
  t,
}) => {
  const cart = await carts.create('merchandise');
  await checkout.open({ tenant: 'demo', cartId: cart.id });
  await checkout.waitUntilReady();
  const { keyboard } = page;

  await tabTo(page, checkout.mobileNumber);
  await keyboard.type(shopper.mobile.local);
  const sentAfter = new Date();
  await tabTo(page, checkout.sendCode);
  await keyboard.press('Enter');
  const code = await api.otpCode('demo', shopper.mobile.e164, sentAfter);
  await tabTo(page, checkout.verificationCode);
  // The 6th digit checks the code by itself (docs/decisions/0045): no "Verify" to reach.
  await keyboard.type(code);
  await expect(checkout.verificationCode).toBeHidden();
  // A new customer names themselves; the name field takes focus.
  await expect(checkout.fullName).toBeFocused();
  await keyboard.type(shopper.name);
  await keyboard.press('Enter');
  await expect(checkout.fullName).toBeHidden();

  // A radio group is one tab stop; inside it the arrow keys move between the methods (the WAI-ARIA
  // radio group pattern, skipping disabled ones) and Space checks the focused one.
  const cash = checkout.paymentMethod('Cash on delivery');
  await tabTo(page, checkout.paymentMethods, { inside: true });
  for (
    let step = 0;
    step < 8 && !(await cash.evaluate((e) => e === document.activeElement));
    step++
  ) {
    await keyboard.press('ArrowDown');
  }
  await keyboard.press('Space');
  await expect(cash).toBeChecked();

  await tabTo(page, checkout.discountCode);
  await keyboard.type('WELCOME10');
  await tabTo(page, checkout.applyDiscount);
  await keyboard.press('Enter');
  await expect(page.getByText(t('Discount applied'))).toBeVisible();

  await tabTo(page, checkout.orderNotes);
  await keyboard.type('Ring twice.');
  await tabTo(page, checkout.terms);
  await keyboard.press('Space');
  await expect(checkout.terms).toBeChecked();

  await tabTo(page, checkout.confirmButton('Complete Order'));
  await keyboard.press('Enter');
  await checkout.expectOrderConfirmed(cart.id);
});
