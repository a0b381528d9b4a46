import type { Locator, Page, Request } from '@playwright/test';
import { couponCodeMaxLength, receiptMaxBytes } from '@storefront/contracts';
import { expect, test } from '../fixtures/checkout-test.ts';
import { tinyPng } from '../fixtures/tiny-png.ts';

// The validation messages of docs/product/validation.md the checkout page can show, each provoked
// the way a shopper would and checked in the page's language against the shared catalogue's text.

/** Requests to `path` the page sends from now on, to prove an invalid form sent nothing. */
function requestsTo(page: Page, path: RegExp): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (path.test(new URL(request.url()).pathname)) sent.push(request);
  });
  return sent;
}

/** The files a receipt test drops in: `<input type="file">` gets them as a shopper's pick would. */
async function chooseFiles(
  input: Locator,
  files: { name: string; mimeType: string; buffer: Buffer }[],
): Promise<void> {
  const multiple = await input.evaluate((element) => (element as HTMLInputElement).multiple);
  if (multiple || files.length === 1) {
    await input.setInputFiles(files);
    return;
  }
  // A single-file input cannot be given two files through the file chooser (Playwright refuses
  // too), but a drag and drop or a script can: set them as a DataTransfer would and announce it.
  await input.evaluate(
    (element, payload) => {
      const transfer = new DataTransfer();
      for (const file of payload) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.mimeType }));
      }
      (element as HTMLInputElement).files = transfer.files;
      element.dispatchEvent(new Event('input', { bubbles: true }));
      element.dispatchEvent(new Event('change', { bubbles: true }));
    },
    files.map((file) => ({ ...file, base64: file.buffer.toString('base64') })),
  );
}

const png = () => ({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() });

test('identity: the mobile number is required and must be valid; no name is asked before the code', async ({
  carts,
  checkout,
  page,
  t,
  verifyScreen,
}) => {
  const otpRequests = requestsTo(page, /^\/api\/app\/otp$/);
  const cart = await carts.create('merchandise');
  await checkout.open({ tenant: 'demo', cartId: cart.id });
  await checkout.waitUntilReady();

  // The mobile number alone: a name is asked only of a new customer, after the code.
  await expect(checkout.fullName).toHaveCount(0);
  await checkout.sendCode.click();
  await expect(checkout.message(t('This field is required'))).toHaveCount(1);
  await expect(checkout.mobileNumber).toHaveAttribute('aria-invalid', 'true');

  await checkout.mobileNumber.fill('12345');
  await checkout.sendCode.click();
  await expect(checkout.message(t.key('validation.phone.invalid'))).toBeVisible();
  await expect(checkout.message(t('This field is required'))).toHaveCount(0);
  await verifyScreen('identity-errors');
  expect(otpRequests, 'no code is sent to an invalid number').toHaveLength(0);
});

test('discount code: required, under 50 characters; an applied code can be removed', async ({
  api,
  carts,
  checkout,
  page,
  t,
  verifyScreen,
}) => {
  const couponRequests = requestsTo(page, /^\/api\/app\/cart\/coupon\//);
  const cart = await carts.create('merchandise');
  await checkout.open({ tenant: 'demo', cartId: cart.id });
  await checkout.waitUntilReady();

  await checkout.applyDiscount.click();
  await expect(checkout.message(t('This field is required'))).toBeVisible();
  await expect(checkout.discountCode).toHaveAttribute('aria-invalid', 'true');

  await checkout.discountCode.fill('W'.repeat(couponCodeMaxLength + 1));
  await checkout.applyDiscount.click();
  await expect(checkout.message(t.key('validation.couponCode.tooLong'))).toBeVisible();
  await verifyScreen('coupon-errors');
  expect(couponRequests, 'an invalid code is not sent').toHaveLength(0);

  await checkout.applyCoupon('WELCOME10');
  expect((await api.getCart('demo', cart.id)).couponCode).toBe('WELCOME10');
  await checkout.removeDiscount.click();
  await expect(page.getByText(t('Discount applied'))).toBeHidden();
  await expect.poll(async () => (await api.getCart('demo', cart.id)).couponCode).toBeNull();
});

test('terms and conditions must be accepted before the order is placed', async ({
  carts,
  checkout,
  page,
  shopper,
  t,
  verifyScreen,
}) => {
  const processRequests = requestsTo(page, /^\/api\/app\/cart\/[^/]+\/process$/);
  const cart = await carts.create('merchandise');
  await checkout.open({ tenant: 'demo', cartId: cart.id });
  await checkout.waitUntilReady();
  await checkout.identify(shopper);
  await checkout.paymentMethod('Cash on delivery').check();

  await checkout.confirmButton('Complete Order').click();
  await expect(checkout.message(t('You must accept the terms and conditions'))).toBeVisible();
  await expect(checkout.terms).toHaveAttribute('aria-invalid', 'true');
  await verifyScreen('terms-error');
  expect(processRequests, 'nothing is submitted').toHaveLength(0);

  await checkout.terms.check();
  await expect(checkout.message(t('You must accept the terms and conditions'))).toBeHidden();
});

test('bank transfer: transferor name and one PNG, JPG or GIF receipt of up to 10 MB', async ({
  carts,
  checkout,
  page,
  shopper,
  t,
  verifyScreen,
}) => {
  const submitted = requestsTo(
    page,
    /^\/api\/app\/cart\/(set-bank-transfer-info\/|[^/]+\/process$)/,
  );
  const cart = await carts.create('merchandise');
  await checkout.open({ tenant: 'demo', cartId: cart.id });
  await checkout.waitUntilReady();
  await checkout.identify(shopper);
  await checkout.paymentMethod('Bank transfer').check();
  await expect(checkout.transferorName).toBeVisible();
  await checkout.terms.check();
  const confirm = checkout.confirmButton('Complete Order');

  // Both fields are required.
  await confirm.click();
  await expect(checkout.message(t('This field is required'))).toHaveCount(2);
  await expect(checkout.transferorName).toHaveAttribute('aria-invalid', 'true');
  await verifyScreen('bank-transfer-required');

  await checkout.transferorName.fill('S');
  await confirm.click();
  await expect(checkout.message(t.key('validation.name.tooShort'))).toBeVisible();

  await chooseFiles(checkout.receipt, [
    { name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  ]);
  await confirm.click();
  await expect(checkout.message(t.key('validation.receipt.fileType'))).toBeVisible();

  // One byte over 10 MB, with a PNG's signature so only its size is wrong.
  const large = Buffer.alloc(receiptMaxBytes + 1);
  tinyPng().copy(large);
  await chooseFiles(checkout.receipt, [
    { name: 'large.png', mimeType: 'image/png', buffer: large },
  ]);
  await confirm.click();
  await expect(checkout.message(t.key('validation.receipt.fileSize'))).toBeVisible();

  await chooseFiles(checkout.receipt, [png(), { ...png(), name: 'second.png' }]);
  await confirm.click();
  await expect(checkout.message(t.key('validation.receipt.fileCount'))).toBeVisible();
  await verifyScreen('bank-transfer-errors');
  expect(submitted, 'nothing is submitted while the form is invalid').toHaveLength(0);
});
