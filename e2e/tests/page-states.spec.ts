import type { Page } from '@playwright/test';
import type { Language } from '../fixtures/checkout-texts.ts';
import { expect, test } from '../fixtures/checkout-test.ts';
import { orderedInThisBrowser } from '../pages/ordered-through-api.ts';

/**
 * The page is the demo shop of tenant `demo` in `language` (docs/product/embedding.md, "No dead
 * ends"): its address, its document language and its products, never an error.
 */
async function expectDemoShop(page: Page, language: Language): Promise<void> {
  await page.waitForURL(
    (url) =>
      url.pathname === '/shop.html' &&
      url.searchParams.get('tenant') === 'demo' &&
      url.searchParams.get('lang') === language,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('"Initializing checkout..." shows until the cart has loaded', async ({
  carts,
  checkout,
  page,
  t,
  verifyScreen,
}) => {
  const cart = await carts.create('merchandise');
  // Hold the cart's answer until the loading screen has been checked.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/app/cart/${cart.id}*`, async (route) => {
    await released;
    await route.continue();
  });
  await checkout.open({ tenant: 'demo', cartId: cart.id });
  await expect(page.getByText(t('Initializing checkout...'))).toBeVisible();
  await verifyScreen('initializing');
  release();
  await checkout.waitUntilReady();
  await expect(checkout.mobileNumber).toBeVisible();
});

test('without a tenant the page says "Tenant is not provided. Please provide a tenant name."', async ({
  carts,
  checkout,
  t,
  verifyScreen,
}) => {
  const cart = await carts.create('merchandise');
  await checkout.open({ tenant: null, cartId: cart.id });
  await expect(
    checkout.message(t('Tenant is not provided. Please provide a tenant name.')),
  ).toBeVisible();
  await expect(checkout.mobileNumber).toHaveCount(0);
  await verifyScreen('missing-tenant');
  // Not a dead end: the home page, in the page's language, is the demo shop.
  await checkout.page.getByRole('link', { name: t.key('app.goHome') }).click();
  await expectDemoShop(checkout.page, t.language);
});

test('without a cart id the page says "Cart ID is not provided in the URL."', async ({
  checkout,
  t,
  verifyScreen,
}) => {
  await checkout.open({ tenant: 'demo', cartId: null });
  await expect(checkout.message(t('Cart ID is not provided in the URL.'))).toBeVisible();
  await expect(checkout.mobileNumber).toHaveCount(0);
  await verifyScreen('missing-cart-id');
  await checkout.page.getByRole('link', { name: t('Back to store') }).click();
  await expectDemoShop(checkout.page, t.language);
});

test('an unknown tenant says "The store was not found." and leads to the home page', async ({
  carts,
  checkout,
  page,
  t,
  verifyScreen,
}) => {
  const cart = await carts.create('merchandise');
  await checkout.open({ tenant: 'no-such-store', cartId: cart.id });
  await expect(page.getByRole('heading', { name: t('Something Went Wrong') })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(t('The store was not found.'))).toBeVisible();
  // A reload would fail the same way: the way on is the home page.
  await expect(page.getByRole('button', { name: t('Reload Page') })).toHaveCount(0);
  await verifyScreen('something-went-wrong');
  await page.getByRole('link', { name: t.key('app.goHome') }).click();
  await expectDemoShop(page, t.language);
});

test('/ of the demo server, naming no store, is the demo shop in the language asked for', async ({
  page,
  t,
}) => {
  await page.goto(`/?lang=${t.language}`);
  await expectDemoShop(page, t.language);
});

test('an empty cart shows the empty-cart state and no payment form', async ({
  carts,
  checkout,
  t,
  verifyScreen,
}) => {
  const cart = await carts.create('empty');
  await checkout.openCart(cart);
  await expect(checkout.page.getByText(t('Your cart is empty'))).toBeVisible();
  await expect(checkout.paymentMethod('Cash on delivery')).toHaveCount(0);
  await verifyScreen('empty-cart');
  // No callbackUrl given: "Back to store" is the tenant's shop, in the shopper's language.
  await checkout.page.getByRole('link', { name: t('Back to store') }).click();
  await expectDemoShop(checkout.page, t.language);
});

test('a completed cart sends the shopper to callbackUrl', async ({
  api,
  baseURL,
  carts,
  checkout,
  page,
  shopper,
}) => {
  const cart = await carts.create('merchandise');
  await orderedInThisBrowser({ api, page, shopper }, cart);
  // The host's thank-you page, answered here so the test needs no second site.
  const callbackUrl = `${baseURL}/shop/thank-you?order=${cart.id}`;
  await page.route('**/shop/thank-you*', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Thanks</title><h1>Thanks</h1>' }),
  );

  // Not `checkout.open`: the page may leave before its language could be checked.
  await page.goto(checkout.url({ tenant: 'demo', cartId: cart.id, callbackUrl }));
  await page.waitForURL(callbackUrl);
  await expect(page.getByRole('heading', { name: 'Thanks' })).toBeVisible();
});

test('a completed cart without a callbackUrl sends the shopper to the tenant’s shop', async ({
  api,
  carts,
  checkout,
  page,
  shopper,
  t,
}) => {
  const cart = await carts.create('merchandise');
  await orderedInThisBrowser({ api, page, shopper }, cart);
  // As reopening the cart's address, or Back onto it after paying: never the bare site root.
  await page.goto(checkout.url({ tenant: 'demo', cartId: cart.id }));
  await expectDemoShop(page, t.language);
});

test('tenant "closed" offers no payment method', async ({ carts, checkout, t, verifyScreen }) => {
  const cart = await carts.createClosedCart();
  await checkout.openCart(cart, 'closed');
  await expect(checkout.message(t('No payment methods are currently available.'))).toBeVisible();
  await expect(checkout.page.getByRole('radio')).toHaveCount(0);
  await verifyScreen('no-payment-methods');
});

test('tenant "salon" shows its brand name as text and has no bank accounts', async ({
  api,
  carts,
  checkout,
  language,
  page,
  shopper,
  t,
  verifyScreen,
}) => {
  const { brandName, logoUrl } = await api.settings('salon', language);
  expect(logoUrl).toBeNull();
  const cart = await carts.createSalonCart();
  await checkout.openCart(cart, 'salon');
  const header = page.getByRole('banner');
  await expect(header.getByText(brandName)).toBeVisible();
  await expect(header.getByRole('img')).toHaveCount(0);

  await checkout.identify(shopper, 'salon');
  await expect(checkout.paymentMethod('Cash on delivery')).toBeEnabled();
  await checkout.paymentMethod('Bank transfer').check();
  await expect(page.getByText(t('No bank accounts available'))).toBeVisible();
  await expect(
    page.getByText(t('Please contact support to set up bank transfer payments')),
  ).toBeVisible();
  await verifyScreen('salon-no-bank-accounts');
});

test('tenant "demo" shows its logo in the header', async ({
  api,
  carts,
  checkout,
  language,
  page,
}) => {
  const { brandName, logoUrl } = await api.settings('demo', language);
  expect(logoUrl).not.toBeNull();
  const cart = await carts.create('merchandise');
  await checkout.openCart(cart);
  await expect(page.getByRole('banner').getByRole('img', { name: brandName })).toBeVisible();
});
