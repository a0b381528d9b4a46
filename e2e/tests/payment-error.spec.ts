import type { Page } from '@playwright/test';
import { errorMessage, type ErrorBody } from '@storefront/contracts';
import type { Language } from '../fixtures/checkout-texts.ts';
import { expect, test } from '../fixtures/checkout-test.ts';
import type { CheckoutPage, Shopper } from '../pages/checkout-page.ts';

/**
 * A real failure, made where the network would make it: until `heal()` is called, every
 * `POST /api/app/cart/{id}/process` is answered by a server fault (500 with the API's own
 * `INTERNAL_ERROR` body) instead of reaching the server, whatever retries the page makes.
 * Afterwards the calls pass through to the real server.
 */
async function breakOrderProcessing(page: Page, language: Language) {
  let failing = true;
  let failedCalls = 0;
  await page.route(/\/api\/app\/cart\/[^/]+\/process(\?|$)/, async (route) => {
    if (!failing) return route.continue();
    failedCalls += 1;
    const body: ErrorBody = {
      error: {
        code: 'INTERNAL_ERROR',
        message: errorMessage('INTERNAL_ERROR', language),
        details: null,
        validationErrors: null,
      },
    };
    return route.fulfill({ status: 500, contentType: 'application/json', json: body });
  });
  return {
    heal: () => {
      failing = false;
    },
    failedCalls: () => failedCalls,
  };
}

/** A merchandise cart identified and paid cash, then "Complete Order" clicked. */
async function placeCashOrder(
  checkout: CheckoutPage,
  cartId: string,
  shopper: Shopper,
): Promise<void> {
  await checkout.open({ tenant: 'demo', cartId });
  await checkout.waitUntilReady();
  await checkout.identify(shopper);
  await checkout.paymentMethod('Cash on delivery').check();
  await checkout.terms.check();
  await checkout.confirmButton('Complete Order').click();
}

test('a failed submission shows the payment error screen and toast; Try Again then succeeds', async ({
  carts,
  checkout,
  language,
  page,
  shopper,
  t,
  verifyScreen,
}) => {
  const outage = await breakOrderProcessing(page, language);
  const cart = await carts.create('merchandise');
  await placeCashOrder(checkout, cart.id, shopper);

  await expect(page.getByRole('heading', { name: t('Payment Error') })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(t('Something went wrong during payment processing.'))).toBeVisible();
  await expect(
    page.getByText(t('Please try again or contact support if the problem persists.')),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t('Reload Page') })).toBeVisible();
  await expect(checkout.toasts.getByRole('button', { name: t('Retry') })).toBeVisible();
  expect(outage.failedCalls()).toBeGreaterThan(0);
  await verifyScreen('payment-error');

  // "Try Again" leads back to the form as it was; the order then goes through.
  outage.heal();
  await page.getByRole('button', { name: t('Try Again'), exact: true }).click();
  await checkout.confirmAndExpectOrder('Complete Order');
});

test('the payment error toast shows the failure and its Retry submits the order again', async ({
  carts,
  checkout,
  language,
  page,
  shopper,
  t,
}) => {
  const outage = await breakOrderProcessing(page, language);
  const cart = await carts.create('merchandise');
  await placeCashOrder(checkout, cart.id, shopper);

  const retry = checkout.toasts.getByRole('button', { name: t('Retry') });
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await expect(checkout.toasts.getByText(t('Payment Failed'))).toBeVisible();
  outage.heal();
  await retry.click();
  await checkout.expectOrderConfirmed(cart.id);
});
