// @vitest-environment jsdom
import type {
  Cart,
  PaymentAttempt,
  PaymentFailureReason,
  CheckoutParams,
} from '@storefront/contracts';
import { paymentAttemptStorageKeyPrefix } from '@storefront/sdk';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentPage } from '@storefront/sdk';
import {
  attemptId,
  testAttempt,
  testMoyasarPay,
  testMoyasarSession,
  testTabbySession,
  testTamaraSession,
} from '@storefront/sdk/testing';
import { cartItem, testCart, verifiedCustomer } from '../../testing/cart-fixtures.ts';
import { memoryStorage, startTestCartFlow } from '../../testing/cart-flow.ts';
import { fakeSdk, type FakeSdk } from '../../testing/fake-sdk.ts';
import { renderPage } from '../../testing/render-page.ts';
import { CheckoutApp } from './checkout-app.tsx';

const holdExpiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
const pageUrl = 'https://checkout.test/?tenant=demo&cartId=cart-1&lang=en';
const cardNumber = '4201320111111010';

const params: CheckoutParams = {
  tenant: 'demo',
  cartId: 'cart-1',
  callbackUrl: 'https://shop.example.com/',
  language: 'en',
  isMobileApp: false,
  cartItemsCount: null,
  hostOrigin: null,
};

const bookingCart = testCart([cartItem('1', { productName: 'Haircut', type: 'reservation' })], {
  customer: verifiedCustomer,
});

function fakePage(href = pageUrl, storage = memoryStorage(), applePay?: unknown) {
  let next = 0;
  return {
    href: vi.fn(() => href),
    hostname: 'checkout.test',
    assign: vi.fn(),
    replaceUrl: vi.fn(),
    storage,
    applePaySession: () => applePay as ReturnType<PaymentPage['applePaySession']>,
    newKey: () => {
      next += 1;
      return `key-${String(next)}-${href.length.toString()}`;
    },
  } satisfies PaymentPage;
}

/** The SDK's attempt fixture, of this page's cart and with a hold that has not ended. */
function attempt(overrides: Partial<PaymentAttempt> = {}): PaymentAttempt {
  return testAttempt({ cartId: 'cart-1', holdExpiresAt, ...overrides });
}

function renderCheckout(
  cart: Cart,
  {
    fake = fakeSdk(),
    page = fakePage(),
  }: { fake?: FakeSdk; page?: ReturnType<typeof fakePage> } = {},
) {
  // One storage, as the browser's localStorage: the flow's cart storage and the page's.
  const flow = startTestCartFlow(cart, { fake, page, storage: page.storage });
  const navigation = { assign: vi.fn(), reload: vi.fn() };
  const rendered = renderPage(
    createElement(CheckoutApp, { params, navigation, cartActor: flow.actor, paymentPage: page }),
    { fake },
  );
  return { ...rendered, ...flow, navigation, page };
}

function scriptMoyasar(fake: FakeSdk) {
  fake.payments.moyasarSession.mockResolvedValue({ ...testMoyasarSession(), holdExpiresAt });
  fake.payments.moyasarPay.mockResolvedValue({ ...testMoyasarPay(), holdExpiresAt });
}

/** The provider's token endpoint, reached by the browser itself. */
function stubProviderFetch() {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify({ id: 'token_1', brand: 'mada', last_four: '1010' }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillCard(view: ReturnType<typeof renderCheckout>) {
  const { findByRole, getByRole, getByLabelText, user } = view;
  await findByRole('button', { name: 'Confirm Booking' });
  await user.click(getByRole('radio', { name: 'Credit card' }));
  await user.type(await view.findByLabelText('Card number', {}, { timeout: 5000 }), cardNumber);
  await user.type(getByLabelText('Name on card'), 'Sara Ali');
  await user.type(getByLabelText('Expiry month'), '04');
  await user.type(getByLabelText('Expiry year'), '39');
  await user.type(getByLabelText('CVC'), '123');
  await user.click(getByRole('checkbox', { name: /terms and conditions/ }));
}

describe('paying online from the checkout', () => {
  it('pays a mada card once however often it is pressed, the card going only to the provider', async () => {
    const fake = fakeSdk();
    scriptMoyasar(fake);
    const fetch = stubProviderFetch();
    const view = renderCheckout(bookingCart, { fake });
    await fillCard(view);
    const confirm = view.getByRole('button', { name: 'Confirm Booking' });
    const form = confirm.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await view.user.click(confirm);
    await waitFor(() => expect(view.page.assign).toHaveBeenCalledTimes(1));
    expect(view.page.assign).toHaveBeenCalledWith('https://sandbox.test/moyasar/3ds/pay_1');
    expect(fake.payments.moyasarSession).toHaveBeenCalledTimes(1);
    expect(fake.payments.moyasarSession).toHaveBeenCalledWith(
      { cartId: 'cart-1', method: 'mada', callbackUrl: pageUrl },
      'key-1-' + String(pageUrl.length),
    );
    expect(fake.payments.moyasarPay).toHaveBeenCalledWith({ attemptId, token: 'token_1' });
    // The card went straight to the provider, and to nothing of ours.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://sandbox.test/moyasar/v1/tokens');
    expect(fetch.mock.calls[0]?.[1]?.body).toContain(cardNumber);
    const ours = JSON.stringify(
      [...Object.values(fake.payments), ...Object.values(fake.carts)].map(
        (call) => call.mock.calls,
      ),
    );
    expect(ours).not.toContain(cardNumber);
    expect(
      await view.findByText('Taking you to the payment page to finish paying...'),
    ).toBeTruthy();
    expect(view.getByText(/Your booking is held until/)).toBeTruthy();
    expect(view.getByRole('button', { name: 'Processing...' })).toBeTruthy();
  });

  it('shows a card number the provider refused on its field, keeping the attempt', async () => {
    const fake = fakeSdk();
    scriptMoyasar(fake);
    const refusal = {
      type: 'invalid_request_error',
      message: 'Invalid',
      errors: { number: ['is invalid'] },
    };
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(refusal), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const view = renderCheckout(bookingCart, { fake });
    await fillCard(view);
    await view.user.click(view.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() =>
      expect(view.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(document.activeElement).toBe(view.getByLabelText('Card number'));
    expect(view.queryByRole('alert', { name: 'Payment Error' })).toBeNull();
    expect(fake.payments.moyasarPay).not.toHaveBeenCalled();
    expect(fake.payments.cancelPaymentAttempt).not.toHaveBeenCalled();
    expect(view.page.assign).not.toHaveBeenCalled();
  });

  it('reaches the same attempt after a reload (the key is kept in storage)', async () => {
    const storage = memoryStorage();
    const first = fakeSdk();
    scriptMoyasar(first);
    stubProviderFetch();
    const view = renderCheckout(bookingCart, { fake: first, page: fakePage(pageUrl, storage) });
    await fillCard(view);
    await view.user.click(view.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(view.page.assign).toHaveBeenCalled());
    const key = first.payments.moyasarSession.mock.calls[0]?.[1] as string;
    view.unmount();

    const again = fakeSdk();
    scriptMoyasar(again);
    again.payments.paymentAttempt.mockResolvedValue(attempt());
    const reloaded = renderCheckout(bookingCart, { fake: again, page: fakePage(pageUrl, storage) });
    // The remembered attempt is still pending: offered above the form.
    expect(
      await reloaded.findByRole('heading', { name: 'You have a payment in progress' }),
    ).toBeTruthy();
    // The form is as it was (card chosen, name, expiry, terms): the number and CVC are typed again.
    await reloaded.user.type(
      await reloaded.findByLabelText('Card number', {}, { timeout: 5000 }),
      cardNumber,
    );
    await reloaded.user.type(reloaded.getByLabelText('CVC'), '123');
    await reloaded.user.click(reloaded.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(again.payments.moyasarSession).toHaveBeenCalled());
    expect(again.payments.moyasarSession.mock.calls[0]?.[1]).toBe(key);
  });

  it('shows TAMARA_NO_REDIRECT_URL on the payment error screen; Try Again starts a new attempt', async () => {
    const fake = fakeSdk();
    fake.payments.tamaraSession.mockResolvedValue({ ...testTamaraSession(), checkoutUrl: null });
    fake.payments.cancelPaymentAttempt.mockResolvedValue(attempt({ status: 'cancelled' }));
    const view = renderCheckout(bookingCart, { fake });
    await view.findByRole('button', { name: 'Confirm Booking' });
    await view.user.click(view.getByRole('radio', { name: 'tamara' }));
    await view.user.click(view.getByRole('checkbox', { name: /terms and conditions/ }));
    await view.user.click(view.getByRole('button', { name: 'Confirm Booking' }));
    const screen = await view.findByRole('alert', { name: 'Payment Error' });
    expect(within(screen).getByText('Tamara did not return a payment page.')).toBeTruthy();
    expect(await view.findByText('Payment Failed')).toBeTruthy();
    expect(fake.payments.cancelPaymentAttempt).toHaveBeenCalledWith(attemptId);
    expect(view.page.assign).not.toHaveBeenCalled();
    await view.user.click(within(screen).getByRole('button', { name: 'Try Again' }));
    await view.user.click(await view.findByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(fake.payments.tamaraSession).toHaveBeenCalledTimes(2));
    expect(fake.payments.tamaraSession.mock.calls[1]?.[1]).not.toBe(
      fake.payments.tamaraSession.mock.calls[0]?.[1],
    );
  });

  it('offers Apple Pay only where the browser has it', async () => {
    const without = renderCheckout(bookingCart);
    await without.findByRole('button', { name: 'Confirm Booking' });
    expect(without.getByRole('radio', { name: 'Apple Pay' }).hasAttribute('disabled')).toBe(true);
    expect(without.getByText('Apple Pay is not available on this device.')).toBeTruthy();
    without.unmount();
    const applePay = { canMakePayments: () => true, STATUS_SUCCESS: 0, STATUS_FAILURE: 1 };
    const withIt = renderCheckout(bookingCart, {
      page: fakePage(pageUrl, memoryStorage(), applePay),
    });
    await withIt.findByRole('button', { name: 'Confirm Booking' });
    expect(withIt.getByRole('radio', { name: 'Apple Pay' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks tabby once for the verified shopper and disables it when not eligible', async () => {
    const fake = fakeSdk();
    fake.payments.tabbyEligibility.mockResolvedValue({
      isEligible: false,
      rejectionReason: 'not_available',
    });
    const view = renderCheckout(bookingCart, { fake });
    await view.findByText(
      'Sorry, Tabby is unable to approve this purchase. Please use an alternative payment method for your order.',
    );
    expect(view.getByRole('radio', { name: 'Pay later with Tabby' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(fake.payments.tabbyEligibility).toHaveBeenCalledTimes(1);
    expect(fake.payments.tabbyEligibility).toHaveBeenCalledWith({ cartId: 'cart-1' });
  });

  it('asks tabby only once the server has the shopper, not while naming them is in flight', async () => {
    const fake = fakeSdk();
    fake.payments.tabbyEligibility.mockResolvedValue({
      isEligible: false,
      rejectionReason: 'not_available',
    });
    const anonymousCart = testCart([cartItem('1', { productName: 'Haircut' })]);
    const view = renderCheckout(anonymousCart, { fake });
    await view.findByRole('button', { name: 'Complete Order' });
    let answer: (cart: Cart) => void = () => undefined;
    view.carts.updateCustomer.mockImplementation(
      () => new Promise<Cart>((resolve) => (answer = resolve)),
    );
    const customer = { ...verifiedCustomer, customFields: {}, otpToken: 'otp-token' };
    view.actor.send({ type: 'UPDATE_CUSTOMER', customer });
    await waitFor(() => expect(view.carts.updateCustomer).toHaveBeenCalledTimes(1));
    // The page already names the shopper, but the server does not know them yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.payments.tabbyEligibility).not.toHaveBeenCalled();
    answer({ ...anonymousCart, customer });
    await view.findByText(
      'Sorry, Tabby is unable to approve this purchase. Please use an alternative payment method for your order.',
    );
    expect(fake.payments.tabbyEligibility).toHaveBeenCalledTimes(1);
  });

  it('sends tabby’s shopper to its page with the checkout as every return URL', async () => {
    const fake = fakeSdk();
    fake.payments.tabbySession.mockResolvedValue(testTabbySession());
    const view = renderCheckout(bookingCart, { fake });
    await view.findByRole('button', { name: 'Confirm Booking' });
    await waitFor(() =>
      expect(
        view.getByRole('radio', { name: 'Pay later with Tabby' }).hasAttribute('disabled'),
      ).toBe(false),
    );
    await view.user.click(view.getByRole('radio', { name: 'Pay later with Tabby' }));
    await view.user.click(view.getByRole('checkbox', { name: /terms and conditions/ }));
    await view.user.click(view.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() =>
      expect(view.page.assign).toHaveBeenCalledWith('https://sandbox.test/tabby/pay/ts_1'),
    );
    expect(fake.payments.tabbySession).toHaveBeenCalledWith(
      { cartId: 'cart-1', successUrl: pageUrl, cancelUrl: pageUrl, failureUrl: pageUrl },
      expect.any(String),
    );
  });
});

describe('coming back from a provider (paymentAttempt in the URL)', () => {
  const returnUrl = `${pageUrl}&paymentAttempt=${attemptId}`;

  it('confirms a paid attempt, completes the cart with code 2 and shows the order', async () => {
    const fake = fakeSdk();
    let answer: (value: PaymentAttempt) => void = () => undefined;
    fake.payments.paymentAttempt.mockImplementation(
      () => new Promise<PaymentAttempt>((resolve) => (answer = resolve)),
    );
    // The form kept before the page left for the provider is dropped once the order is placed.
    const storage = memoryStorage();
    storage.setItem('cart_sdk_form_cart-1', JSON.stringify({ paymentChoice: 'card' }));
    const view = renderCheckout(bookingCart, { fake, page: fakePage(returnUrl, storage) });
    const confirming = await view.findByRole('heading', { name: 'Confirming your payment…' });
    expect(confirming.closest('[role="status"]')).not.toBeNull();
    expect(view.getByRole('progressbar')).toBeTruthy();
    await waitFor(() => expect(fake.payments.paymentAttempt).toHaveBeenCalledWith(attemptId));
    answer(attempt({ status: 'paid', orderNumber: 'ORD-000007' }));
    expect(await view.findByRole('heading', { name: 'Order confirmed' })).toBeTruthy();
    expect(view.carts.process).toHaveBeenCalledWith('cart-1', 2);
    expect(await view.findByText('ORD-000001')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Add to Apple Wallet' })).toBeTruthy();
    expect(view.navigation.assign).not.toHaveBeenCalled();
    expect(storage.getItem('cart_sdk_form_cart-1')).toBeNull();
  });

  it('tells the host page the cart is completed once the attempt is paid', async () => {
    const fake = fakeSdk();
    const completed: unknown[] = [];
    fake.sdk.events.on('cartCompleted', (payload) => completed.push(payload));
    fake.payments.paymentAttempt.mockResolvedValue(
      attempt({ status: 'paid', orderNumber: 'ORD-000007' }),
    );
    const view = renderCheckout(bookingCart, { fake, page: fakePage(returnUrl) });
    expect(await view.findByRole('heading', { name: 'Order confirmed' })).toBeTruthy();
    expect(completed).toEqual([{ cartId: 'cart-1', orderNumber: 'ORD-000001' }]);
  });

  it('stays for the confirmation even when the cart is already completed', async () => {
    const fake = fakeSdk();
    fake.carts.get.mockRejectedValueOnce(
      Object.assign(new Error('done'), { status: 409, code: 'CART_ALREADY_COMPLETED' }),
    );
    fake.payments.paymentAttempt.mockResolvedValue(
      attempt({ status: 'paid', orderNumber: 'ORD-000007' }),
    );
    const view = renderCheckout(bookingCart, { fake, page: fakePage(returnUrl) });
    expect(await view.findByRole('heading', { name: 'Order confirmed' })).toBeTruthy();
    expect(view.navigation.assign).not.toHaveBeenCalled();
  });

  const reasons: [PaymentFailureReason, string][] = [
    ['declined', 'Your bank declined the payment.'],
    ['insufficient_funds', 'The card does not have enough funds.'],
    ['authentication_failed', "The card's verification (3-D Secure) did not succeed."],
    ['cancelled', 'The payment was cancelled before it was finished.'],
    ['expired', 'The payment page expired before the payment was finished.'],
    ['rejected', 'The payment provider did not approve this purchase.'],
    ['hold_lapsed', 'The time to pay ran out and the hold on your booking was released.'],
    ['amount_mismatch', 'The amount paid did not match your order, so it was not accepted.'],
    ['processing_failed', 'The payment provider could not process the payment.'],
  ];
  it.each(reasons)(
    'shows a failed attempt (%s) with its message and reason line',
    async (reason, line) => {
      const fake = fakeSdk();
      fake.payments.paymentAttempt.mockResolvedValue(
        attempt({
          status: 'failed',
          redirectUrl: null,
          holdExpiresAt: null,
          failure: { code: 'PAYMENT_DECLINED', reason, providerMessage: 'DECLINED' },
        }),
      );
      const storage = memoryStorage();
      storage.setItem('unrelated', 'kept');
      const view = renderCheckout(bookingCart, { fake, page: fakePage(returnUrl, storage) });
      const screen = await view.findByRole('alert', { name: 'Payment Error' });
      expect(within(screen).getByText('The payment was declined.')).toBeTruthy();
      expect(within(screen).getByText(line)).toBeTruthy();
      expect(await view.findByText('Payment Failed')).toBeTruthy();
      expect(view.carts.process).not.toHaveBeenCalled();
      await view.user.click(within(screen).getByRole('button', { name: 'Try Again' }));
      expect(view.page.replaceUrl).toHaveBeenCalledWith(pageUrl);
      expect(await view.findByRole('button', { name: 'Confirm Booking' })).toBeTruthy();
    },
  );

  it('Try Again after a declined card comes back with the card chosen and the form kept, but not the number or CVC', async () => {
    const storage = memoryStorage();
    const first = fakeSdk();
    scriptMoyasar(first);
    stubProviderFetch();
    const view = renderCheckout(bookingCart, { fake: first, page: fakePage(pageUrl, storage) });
    await fillCard(view);
    await view.user.click(view.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(view.page.assign).toHaveBeenCalled());
    view.unmount();
    // What the page kept for its return holds neither the card number nor its CVC.
    const kept = [...storage.values.values()].join('\n');
    expect(kept).not.toContain(cardNumber);
    expect(kept).not.toContain('"123"');

    // The provider sends the shopper back: the card was declined.
    const back = fakeSdk();
    back.payments.paymentAttempt.mockResolvedValue(
      attempt({
        status: 'failed',
        redirectUrl: null,
        holdExpiresAt: null,
        failure: { code: 'PAYMENT_DECLINED', reason: 'declined', providerMessage: 'DECLINED' },
      }),
    );
    const returned = renderCheckout(bookingCart, {
      fake: back,
      page: fakePage(returnUrl, storage),
    });
    const screen = await returned.findByRole('alert', { name: 'Payment Error' });
    await returned.user.click(within(screen).getByRole('button', { name: 'Try Again' }));
    await returned.findByRole('button', { name: 'Confirm Booking' });
    const card = returned.getByRole('radio', { name: 'Credit card' }) as HTMLInputElement;
    expect(card.checked).toBe(true);
    expect(
      (returned.getByRole('radio', { name: 'Cash on delivery' }) as HTMLInputElement).checked,
    ).toBe(false);
    const terms = returned.getByRole('checkbox', {
      name: /terms and conditions/,
    }) as HTMLInputElement;
    expect(terms.checked).toBe(true);
    const field = async (label: string) =>
      ((await returned.findByLabelText(label, {}, { timeout: 5000 })) as HTMLInputElement).value;
    expect(await field('Card number')).toBe('');
    expect(await field('CVC')).toBe('');
    expect(await field('Name on card')).toBe('Sara Ali');
    expect(await field('Expiry month')).toBe('04');
    expect(await field('Expiry year')).toBe('39');
  });

  const returns: [
    language: 'en' | 'ar',
    moneyReturn: 'refunded' | 'voided' | 'due',
    text: string,
  ][] = [
    [
      'en',
      'refunded',
      'Your payment was returned: the amount is refunded to your card or account.',
    ],
    ['en', 'voided', 'Your payment was returned: the amount held for this order was released.'],
    ['en', 'due', 'Your payment will be returned: we are giving the amount back to you.'],
  ];
  it.each(returns)(
    'tells the shopper (%s) their money was given back (%s) when the payment made no order',
    async (language, moneyReturn, text) => {
      const fake = fakeSdk();
      fake.payments.paymentAttempt.mockResolvedValue(
        attempt({
          status: 'failed',
          redirectUrl: null,
          holdExpiresAt: null,
          moneyReturn,
          failure: {
            code: 'PAYMENT_PROCESSING_FAILED',
            reason: 'hold_lapsed',
            providerMessage: null,
          },
        }),
      );
      const url = returnUrl.replace('lang=en', `lang=${language}`);
      const view = renderCheckout(bookingCart, { fake, page: fakePage(url) });
      const title = language === 'en' ? 'Payment Error' : 'خطأ في الدفع';
      const screen = await view.findByRole('alert', { name: title });
      expect(within(screen).getByText(text)).toBeTruthy();
    },
  );

  it('says nothing of a return when no money was taken', async () => {
    const fake = fakeSdk();
    fake.payments.paymentAttempt.mockResolvedValue(
      attempt({
        status: 'failed',
        redirectUrl: null,
        holdExpiresAt: null,
        moneyReturn: null,
        failure: { code: 'PAYMENT_DECLINED', reason: 'declined', providerMessage: null },
      }),
    );
    const view = renderCheckout(bookingCart, { fake, page: fakePage(returnUrl) });
    const screen = await view.findByRole('alert', { name: 'Payment Error' });
    expect(within(screen).queryByText(/Your payment (was|will be) returned/)).toBeNull();
  });

  it('offers to continue or cancel a payment that is still pending, with the hold', async () => {
    const fake = fakeSdk();
    fake.payments.paymentAttempt.mockResolvedValue(attempt());
    fake.payments.cancelPaymentAttempt.mockResolvedValue(attempt({ status: 'cancelled' }));
    const view = renderCheckout(bookingCart, { fake, page: fakePage(returnUrl) });
    const heading = await view.findByRole('heading', { name: 'Your payment is not finished yet' });
    expect(document.activeElement).toBe(heading);
    expect(view.getByRole('link', { name: 'Continue payment' }).getAttribute('href')).toBe(
      'https://sandbox.test/moyasar/3ds/pay_1',
    );
    expect(view.getByText(/Your booking is held until/)).toBeTruthy();
    expect(view.getByText(/minutes left/)).toBeTruthy();
    await view.user.click(view.getByRole('button', { name: 'Cancel payment' }));
    expect(fake.payments.cancelPaymentAttempt).toHaveBeenCalledWith(attemptId);
    expect(view.page.replaceUrl).toHaveBeenCalledWith(pageUrl);
    expect(await view.findByRole('button', { name: 'Confirm Booking' })).toBeTruthy();
  });
});

describe('back or reload during a payment (no paymentAttempt in the URL)', () => {
  function storedAttempt() {
    const storage = memoryStorage();
    storage.setItem(
      `${paymentAttemptStorageKeyPrefix}cart-1`,
      JSON.stringify({ key: 'key-stored', attemptId }),
    );
    return storage;
  }

  it('completes a remembered attempt that was paid meanwhile', async () => {
    const fake = fakeSdk();
    fake.payments.paymentAttempt.mockResolvedValue(attempt({ status: 'paid' }));
    const view = renderCheckout(bookingCart, { fake, page: fakePage(pageUrl, storedAttempt()) });
    expect(await view.findByRole('heading', { name: 'Order confirmed' })).toBeTruthy();
    expect(view.carts.process).toHaveBeenCalledWith('cart-1', 2);
  });

  it('forgets a remembered attempt that failed, silently', async () => {
    const fake = fakeSdk();
    fake.payments.paymentAttempt.mockResolvedValue(attempt({ status: 'failed' }));
    const storage = storedAttempt();
    const view = renderCheckout(bookingCart, { fake, page: fakePage(pageUrl, storage) });
    await waitFor(() => expect(fake.payments.paymentAttempt).toHaveBeenCalledWith(attemptId));
    await waitFor(() =>
      expect(storage.getItem(`${paymentAttemptStorageKeyPrefix}cart-1`)).toBeNull(),
    );
    expect(view.queryByRole('heading', { name: 'You have a payment in progress' })).toBeNull();
    expect(view.queryByRole('alert')).toBeNull();
  });
});
