import type { Response } from '@playwright/test';
import { idempotencyKeyHeader } from '@storefront/contracts';
import { expect, test } from '../fixtures/checkout-test.ts';
import { recordPreflights } from '../fixtures/record-preflights.ts';
import { cards, fillCardForm } from '../fixtures/test-cards.ts';
import { pressOnProviderPage } from '../pages/provider-pages.ts';

/**
 * The origin the global setup serves the checkout's build from, apart from its API
 * (docs/decisions/0022-checkout-api-base-at-run-time.md).
 */
function checkoutHostOrigin(): string {
  const url = process.env['E2E_CHECKOUT_HOST_URL'];
  if (!url) throw new Error('E2E_CHECKOUT_HOST_URL is not set: run through playwright.config.ts');
  return new URL(url).origin;
}

/** The call that starts a card payment, sent with an `Idempotency-Key` (docs/product/api.md). */
const paymentStartPath = '/payment/moyasar/session';

test('the checkout served from another origin than its API pays by card through 3-D Secure', async ({
  baseURL,
  carts,
  checkout,
  page,
  shopper,
  t,
  verifyScreen,
}) => {
  const hostOrigin = checkoutHostOrigin();
  const apiOrigin = new URL(baseURL ?? '').origin;
  expect(hostOrigin).not.toBe(apiOrigin);
  const cors = await recordPreflights(page);
  const apiAnswers: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).origin === apiOrigin) apiAnswers.push(response);
  });
  const corsConsoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /CORS|Access-Control/i.test(message.text())) {
      corsConsoleErrors.push(message.text());
    }
  });

  const cart = await carts.create('merchandise');
  await checkout.open({ tenant: 'demo', cartId: cart.id, origin: hostOrigin });
  await checkout.waitUntilReady();
  await checkout.identify(shopper);
  await expect(checkout.paymentMethod('Credit card')).toBeEnabled({ timeout: 15_000 });
  await checkout.paymentMethod('Credit card').check();
  await checkout.terms.check();
  await fillCardForm(page, t, cards.visaPaid);
  await checkout.confirmButton('Complete Order').click();
  await pressOnProviderPage(page, 'authenticate');
  await checkout.expectOrderConfirmed(cart.id);
  await verifyScreen('order-confirmed-cross-origin');
  // The provider sent the shopper back to the checkout's own origin, not the API's.
  expect(new URL(page.url()).origin).toBe(hostOrigin);

  // The API served no page: the provider's return through it redirected to the checkout's origin.
  const navigations = apiAnswers.filter((answer) => answer.request().isNavigationRequest());
  for (const answer of navigations) {
    expect(answer.status(), answer.url()).toBe(303);
    const location = new URL((await answer.headerValue('location')) ?? '', answer.url());
    expect(location.origin, answer.url()).toBe(hostOrigin);
  }
  // Every API call (fetch; images such as the tenant's logo load without CORS) was a
  // cross-origin request from the checkout's origin that it could read.
  const apiCalls = apiAnswers.filter((answer) => answer.request().resourceType() === 'fetch');
  expect(apiCalls.length).toBeGreaterThan(0);
  for (const answer of apiCalls) {
    const request = answer.request();
    const what = `${request.method()} ${answer.url()}`;
    expect(await request.headerValue('origin'), what).toBe(hostOrigin);
    expect(await answer.headerValue('access-control-allow-origin'), what).toBe(hostOrigin);
  }
  // The payment start carried its Idempotency-Key, which a preflight had to allow first.
  const start = apiCalls.find(
    (answer) =>
      answer.request().method() === 'POST' && new URL(answer.url()).pathname === paymentStartPath,
  );
  expect(start, `POST ${paymentStartPath}`).toBeDefined();
  expect(await start?.request().headerValue(idempotencyKeyHeader)).toBeTruthy();
  expect(start?.ok()).toBe(true);
  const startPreflights = cors.preflights.filter(
    (preflight) =>
      new URL(preflight.url).pathname === paymentStartPath &&
      preflight.requestHeaders.includes(idempotencyKeyHeader.toLowerCase()),
  );
  expect(startPreflights.length, 'preflights of the payment start').toBeGreaterThan(0);
  for (const preflight of startPreflights) {
    expect(preflight.corsError).toBeNull();
    expect(preflight.status).toBe(204);
  }
  expect(cors.corsFailures, 'requests the browser refused for CORS').toEqual([]);
  expect(corsConsoleErrors, 'CORS errors in the console').toEqual([]);
});
