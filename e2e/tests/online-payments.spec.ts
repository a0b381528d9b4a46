import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/checkout-test.ts';
import { exclusively } from '../fixtures/exclusively.ts';
import { cards, expiryYear, fillCardForm } from '../fixtures/test-cards.ts';
import type { CheckoutTexts } from '../fixtures/checkout-texts.ts';
import type { ConfirmLabel } from '../pages/checkout-page.ts';
import { expectProviderPage, pressOnProviderPage, sandboxOrigin } from '../pages/provider-pages.ts';
import { stubApplePay } from '../fixtures/apple-pay-stub.ts';

/** Every request the page makes to our own origin, with its body, for the card-number check. */
function recordOwnRequests(page: Page, baseUrl: string): Request[] {
  const own: Request[] = [];
  const origin = new URL(baseUrl).origin;
  page.on('request', (request) => {
    if (new URL(request.url()).origin === origin) own.push(request);
  });
  return own;
}

/** The payment error screen with a code's message and a reason line (docs/product/screens.md). */
async function expectPaymentError(page: Page, t: CheckoutTexts, code: string, reason?: string) {
  await expect(page.getByRole('heading', { name: t('Payment Error') })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(t.key(`errors.${code}`)).first()).toBeVisible();
  if (reason) {
    await expect(page.getByText(t.key(`onlinePayment.reason.${reason}`)).first()).toBeVisible();
  }
}

const paidCards: { brand: string; number: string; kind: 'reservation' | 'merchandise' }[] = [
  { brand: 'mada', number: cards.madaPaid, kind: 'reservation' },
  { brand: 'visa', number: cards.visaPaid, kind: 'merchandise' },
];

for (const { brand, number, kind } of paidCards) {
  test(`a ${kind} is paid by ${brand} card through 3-D Secure; the card number never reaches our server`, async ({
    baseURL,
    carts,
    checkout,
    page,
    shopper,
    t,
    verifyScreen,
  }) => {
    const cart = await carts.create(kind);
    const own = recordOwnRequests(page, baseURL ?? '');
    await checkout.readyToPay(cart, shopper, 'Credit card');
    await fillCardForm(page, t, number);
    await expect(
      page.getByText(
        t('Card type: {{brand}}', {
          brand: brand === 'mada' ? t.key('card.brand.mada') : t.key('card.brand.visa'),
        }),
      ),
    ).toBeAttached();
    await verifyScreen(`card-form-${brand}`);
    const confirm: ConfirmLabel = kind === 'reservation' ? 'Confirm Booking' : 'Complete Order';
    await checkout.confirmButton(confirm).click();

    await pressOnProviderPage(page, 'authenticate');
    const orderNumber = await checkout.expectOrderConfirmed(cart.id);
    expect(orderNumber).not.toBe('');
    await expect(page.getByRole('button', { name: t('Add to Apple Wallet') })).toBeVisible();
    await verifyScreen(`order-confirmed-${brand}`);

    // Nothing the page sent to our origin — paths, queries, bodies — carries the card number.
    const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    for (const request of own) {
      const sent = `${request.url()}\n${request.postData() ?? ''}`;
      expect(sent, `${request.method()} ${request.url()}`).not.toContain(number);
      expect(sent, `${request.method()} ${request.url()}`).not.toContain(spaced);
    }
    expect(own.some((request) => request.url().includes('/payment/moyasar/pay'))).toBe(true);
  });
}

const failures: {
  name: string;
  number: string;
  press: 'authenticate' | 'fail';
  code: string;
  reason: string;
}[] = [
  {
    name: '3-D Secure failed',
    number: cards.madaPaid,
    press: 'fail',
    code: 'AUTHENTICATION_FAILED',
    reason: 'authentication_failed',
  },
  {
    name: 'a declined card',
    number: cards.madaDeclined,
    press: 'authenticate',
    code: 'PAYMENT_DECLINED',
    reason: 'declined',
  },
  {
    name: 'insufficient funds',
    number: cards.madaInsufficientFunds,
    press: 'authenticate',
    code: 'PAYMENT_DECLINED',
    reason: 'insufficient_funds',
  },
];

for (const { name, number, press, code, reason } of failures) {
  test(`${name} shows the payment error with its reason; Try Again returns to the form`, async ({
    carts,
    checkout,
    page,
    shopper,
    t,
    verifyScreen,
  }) => {
    const cart = await carts.create('merchandise');
    await checkout.readyToPay(cart, shopper, 'Credit card');
    await fillCardForm(page, t, number);
    await checkout.confirmButton('Complete Order').click();
    await pressOnProviderPage(page, press);

    await expectPaymentError(page, t, code, reason);
    if (reason === 'authentication_failed') await verifyScreen('payment-failed-3ds');
    await page.getByRole('button', { name: t('Try Again') }).click();
    await expect(checkout.confirmButton('Complete Order')).toBeVisible();
    expect(new URL(page.url()).searchParams.has('paymentAttempt')).toBe(false);

    // The form as it was: the card chosen (never cash), the terms ticked, the name and expiry
    // kept; only the number and CVC are typed again. Paid with another card, no cash order.
    await expect(checkout.paymentMethod('Credit card')).toBeChecked();
    await expect(checkout.paymentMethod('Cash on delivery')).not.toBeChecked();
    await expect(checkout.terms).toBeChecked();
    await expect(page.getByLabel(t('Card number'))).toHaveValue('');
    await expect(page.getByLabel(t('CVC'), { exact: true })).toHaveValue('');
    await expect(page.getByLabel(t('Name on card'))).toHaveValue('Sara Al-Qahtani');
    await expect(page.getByLabel(t('Expiry year'))).toHaveValue(expiryYear);
    await page.getByLabel(t('Card number')).fill(cards.visaPaid);
    await page.getByLabel(t('CVC'), { exact: true }).fill('123');
    await checkout.confirmButton('Complete Order').click();
    await pressOnProviderPage(page, 'authenticate');
    await checkout.expectOrderConfirmed(cart.id);
  });
}

test('a double click on pay starts one payment; the order is made once', async ({
  api,
  carts,
  checkout,
  page,
  shopper,
  t,
}) => {
  const cart = await carts.create('merchandise');
  await checkout.readyToPay(cart, shopper, 'Credit card');
  await fillCardForm(page, t, cards.visaPaid);
  const starts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/payment/moyasar/session' || path === '/payment/moyasar/pay') starts.push(path);
    if (new URL(request.url()).origin === sandboxOrigin() && path.endsWith('/v1/tokens')) {
      starts.push('token');
    }
  });
  await checkout.confirmButton('Complete Order').dblclick();
  await pressOnProviderPage(page, 'authenticate');
  await checkout.expectOrderConfirmed(cart.id);
  expect(starts.filter((path) => path === '/payment/moyasar/session')).toHaveLength(1);
  expect(starts.filter((path) => path === 'token')).toHaveLength(1);
  expect(starts.filter((path) => path === '/payment/moyasar/pay')).toHaveLength(1);
  const completed = await api.getCart('demo', cart.id, await checkout.accessToken());
  expect(completed.status).toBe('completed');
});

test('a reload on the 3-D Secure page and a return through the back button still give one order', async ({
  api,
  carts,
  checkout,
  page,
  shopper,
  t,
  verifyScreen,
}) => {
  const cart = await carts.create('reservation');
  await checkout.readyToPay(cart, shopper, 'Credit card');
  await fillCardForm(page, t, cards.madaPaid);
  await checkout.confirmButton('Confirm Booking').click();
  await expectProviderPage(page, 'authenticate');
  await page.reload();
  await expectProviderPage(page, 'authenticate');

  // Back to the checkout: the payment is still in progress and the slot is held.
  await page.goBack();
  await expect(
    page.getByRole('heading', { name: t('You have a payment in progress') }),
  ).toBeVisible({
    timeout: 20_000,
  });
  const heldPrefix = t('Your booking is held until {{time}}', { time: '' }).trim();
  await expect(page.getByText(heldPrefix, { exact: false }).first()).toBeVisible();
  await verifyScreen('payment-in-progress');
  await page.getByRole('link', { name: t('Continue payment') }).click();

  await pressOnProviderPage(page, 'authenticate');
  const orderNumber = await checkout.expectOrderConfirmed(cart.id);
  const completed = await api.getCart('demo', cart.id, await checkout.accessToken());
  expect(completed.orderNumber).toBe(orderNumber);
});

test('the clinic pays through the session-style provider’s embedded card form', async ({
  carts,
  checkout,
  language,
  page,
  shopper,
  verifyScreen,
}) => {
  const cart = await carts.createClinicCart();
  // The terms are accepted once the provider's frame has drawn its form: the frame grows as it
  // loads and moves the terms checkbox under a click aimed at it.
  await checkout.readyToPay(cart, shopper, 'Credit card', { tenant: 'clinic', acceptTerms: false });
  const form = page.frameLocator(
    `iframe[title="${language === 'ar' ? 'بيانات البطاقة' : 'Card details'}"]`,
  );
  const label = (en: string, ar: string) => (language === 'ar' ? ar : en);
  await form.getByLabel(label('Card number', 'رقم البطاقة')).fill(cards.madaPaid);
  await form.getByLabel(label('Name on card', 'الاسم على البطاقة')).fill('Sara Al-Qahtani');
  await form.getByLabel(label('Expiry (MM/YY)', 'تاريخ الانتهاء (MM/YY)')).fill(`12/${expiryYear}`);
  await form.getByLabel(label('CVC', 'رمز التحقق (CVC)')).fill('123');
  await checkout.terms.check();
  await verifyScreen('card-form-embedded');
  await checkout.confirmButton('Complete Order').click();
  await pressOnProviderPage(page, 'authenticate');
  await checkout.expectOrderConfirmed(cart.id, 'clinic');
});

test('Apple Pay (the page’s ApplePaySession stubbed) pays through the card provider', async ({
  carts,
  checkout,
  page,
  shopper,
}) => {
  await stubApplePay(page);
  const cart = await carts.create('merchandise');
  await checkout.readyToPay(cart, shopper, 'Apple Pay');
  await checkout.confirmButton('Complete Order').click();
  await checkout.expectOrderConfirmed(cart.id);
  expect(
    await page.evaluate(() => (window as unknown as { applePayStatus?: number }).applePayStatus),
  ).toBe(0);
});

test('tabby: approved pays, cancelled is recoverable', async ({
  carts,
  checkout,
  page,
  shopper,
  t,
}) => {
  const cancelled = await carts.create('merchandise');
  await checkout.readyToPay(cancelled, shopper, 'Pay later with Tabby');
  await checkout.confirmButton('Complete Order').click();
  await pressOnProviderPage(page, 'tabbyCancel');
  await expectPaymentError(page, t, 'USER_CANCELLED');
  await page.getByRole('button', { name: t('Try Again') }).click();

  // The form as it was: tabby still chosen and the terms ticked.
  await expect(checkout.paymentMethod('Pay later with Tabby')).toBeEnabled();
  await expect(checkout.paymentMethod('Pay later with Tabby')).toBeChecked();
  await expect(checkout.terms).toBeChecked();
  await checkout.confirmButton('Complete Order').click();
  await pressOnProviderPage(page, 'tabbyPay');
  await checkout.expectOrderConfirmed(cancelled.id);
});

test('tabby rejects +966500000002 at pre-scoring and says why', async ({
  carts,
  checkout,
  t,
  verifyScreen,
}) => {
  const cart = await carts.create('merchandise');
  await checkout.openCart(cart);
  await exclusively('tabby-rejected-phone', () =>
    checkout.identify({
      name: 'Rejected Shopper',
      mobile: { local: '0500000002', e164: '+966500000002' },
    }),
  );
  await expect(checkout.paymentMethod('Pay later with Tabby')).toBeDisabled({ timeout: 15_000 });
  // tabby's own message for its general rejection (docs/decisions/0045).
  await expect(checkout.message(t.key('tabbyEligibility.rejected.not_available'))).toBeVisible();
  await verifyScreen('tabby-not-eligible');
});

test('tamara: approved pays (authorised from its notification), declined is recoverable', async ({
  carts,
  checkout,
  page,
  shopper,
  t,
}) => {
  const declined = await carts.create('merchandise');
  await checkout.readyToPay(declined, shopper, 'tamara');
  await checkout.confirmButton('Complete Order').click();
  await pressOnProviderPage(page, 'tamaraDecline');
  await expectPaymentError(page, t, 'PAYMENT_DECLINED', 'declined');
  await page.getByRole('button', { name: t('Try Again') }).click();

  // The form as it was: tamara still chosen and the terms ticked.
  await expect(checkout.paymentMethod('tamara')).toBeChecked();
  await expect(checkout.terms).toBeChecked();
  await checkout.confirmButton('Complete Order').click();
  await pressOnProviderPage(page, 'tamaraApprove');
  await checkout.expectOrderConfirmed(declined.id);
});

test('Back and Forward across the 3-D Secure page show the identity as it is, never half a form', async ({
  carts,
  checkout,
  page,
  shopper,
  t,
}) => {
  const cart = await carts.create('merchandise');
  await checkout.readyToPay(cart, shopper, 'Credit card');
  await fillCardForm(page, t, cards.visaPaid);
  await checkout.confirmButton('Complete Order').click();
  await expectProviderPage(page, 'authenticate');

  // Back from the provider: the shopper as the cart names them, with no form to fill again.
  const identity = page.getByRole('region', { name: t('Your details') });
  const expectIdentityKept = async () => {
    await expect(
      identity.getByText(t('Signed in as {{name}}', { name: shopper.name })),
    ).toBeVisible({ timeout: 20_000 });
    await expect(identity.getByText(shopper.mobile.e164)).toBeVisible();
    await expect(checkout.sendCode).toHaveCount(0);
    await expect(checkout.mobileNumber).toHaveCount(0);
  };
  await page.goBack();
  await expectIdentityKept();

  // Forward to the provider and back again.
  await page.goForward();
  await expectProviderPage(page, 'authenticate');
  await page.goBack();
  await expectIdentityKept();

  // Paying from here does not ask for the mobile again.
  await page.getByRole('link', { name: t('Continue payment') }).click();
  await pressOnProviderPage(page, 'authenticate');
  await checkout.expectOrderConfirmed(cart.id);

  // Back to the provider's page and Forward onto the completed checkout: the order, no form.
  await page.goBack();
  await page.goForward();
  await checkout.expectOrderConfirmed(cart.id);
  await expect(checkout.sendCode).toHaveCount(0);
});
