import type { BrowserContext, Frame, Page } from '@playwright/test';
import { catalogSeedIds } from '../../apps/api/src/db/seed/catalog-seed-ids.ts';
import { expect, test } from '../fixtures/checkout-test.ts';
import type { CheckoutTexts } from '../fixtures/checkout-texts.ts';
import { lastFreeSlot, therapistOf } from '../fixtures/massage-slots.ts';
import { cards, fillCardForm } from '../fixtures/test-cards.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { pressOnProviderPage } from '../pages/provider-pages.ts';
import { tabTo } from '../pages/tab-to.ts';
import { WidgetPage } from '../pages/widget-page.ts';

const { products } = catalogSeedIds;

/** The example host shop `npm start` serves on its own origin (docs/product/embedding.md). */
function hostShopUrl(): string {
  const url = process.env['E2E_HOST_SHOP_URL'];
  if (!url) throw new Error('E2E_HOST_SHOP_URL is not set: run through playwright.config.ts');
  return url;
}

/** The snippet's DOM events the host page received, recorded from before its scripts run. */
type HostEvent = {
  type: string;
  detail: { cartId?: string; count?: number; orderNumber?: string };
};

async function recordHostEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, { storefrontEvents: events });
    for (const type of [
      'storefront:cartcount',
      'storefront:itemsadded',
      'storefront:cartcompleted',
    ]) {
      document.addEventListener(type, (event) =>
        events.push({ type, detail: (event as CustomEvent).detail as unknown }),
      );
    }
  });
}

function hostEvents(page: Page): Promise<HostEvent[]> {
  return page.evaluate(
    () => (window as unknown as { storefrontEvents: HostEvent[] }).storefrontEvents,
  );
}

/** Opens the host shop in the project's language (its own pages: `/` Arabic, `/en.html`). */
async function openHostShop(page: Page, t: CheckoutTexts): Promise<void> {
  await page.goto(`${hostShopUrl()}/${t.language === 'en' ? 'en.html' : ''}`);
  await expect(page.locator('html')).toHaveAttribute('dir', t.language === 'en' ? 'ltr' : 'rtl');
}

/** The frame the snippet made for a product's widget. */
function widgetFrameSelector(t: CheckoutTexts, productId: string): string {
  return `[data-storefront-product="${productId}"] iframe[title="${t.key('embed.widgetFrameTitle')}"]`;
}

/** The coffee widget's frame, once it shows its product. */
async function coffeeWidget(page: Page, t: CheckoutTexts) {
  const frame = page.frameLocator(widgetFrameSelector(t, products.coffee));
  await expect(frame.getByRole('button', { name: t('Add to cart'), exact: true })).toBeEnabled({
    timeout: 20_000,
  });
  return frame;
}

/** axe on the host page: landmarks per document (see `CheckScreenOptions`). */
const hostScreen = { perDocumentRules: ['landmark-unique'] } as const;

/** The cart count as the snippet words it: the language's plural form (Arabic has six). */
function cartCountText(t: CheckoutTexts, count: number): string {
  const form = new Intl.PluralRules(t.language).select(count);
  return t.key(`embed.cartCount_${form}`, { count });
}

test.describe('the storefront embedded on a tenant’s site (another origin)', () => {
  test('the embedded widget adds to the cart and the site’s cart count follows', async ({
    page,
    t,
    api,
    verifyScreen,
  }) => {
    await recordHostEvents(page);
    await openHostShop(page, t);
    const widget = await coffeeWidget(page, t);
    await verifyScreen('embed-host-shop', hostScreen);

    // Keyboard only: Tab goes from the site into the widget's frame, Enter adds.
    await tabTo(page, widget.getByRole('button', { name: t('Add to cart'), exact: true }));
    await page.keyboard.press('Enter');
    await expect(widget.getByText(t('Added to your cart.'))).toBeVisible({ timeout: 20_000 });

    // The site's own count, link and status line, from the frames' messages.
    await expect(page.locator('.storefront-cart-count')).toHaveText(cartCountText(t, 1));
    const link = page.getByRole('link', { name: t.key('embed.checkoutLink') });
    await expect(link).toBeVisible();
    const status = page.getByRole('status');
    await expect(status).toHaveText((await status.getAttribute('data-added')) ?? 'missing');
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.origin).toBe(new URL(process.env['E2E_BASE_URL'] ?? '').origin);
    expect(href.searchParams.get('hostOrigin')).toBe(new URL(hostShopUrl()).origin);
    const cartId = href.searchParams.get('cartId') ?? '';

    // The DOM events a tenant's scripts listen to, with the cart the server holds.
    const events = await hostEvents(page);
    expect(events).toContainEqual({ type: 'storefront:cartcount', detail: { cartId, count: 1 } });
    expect(events).toContainEqual({
      type: 'storefront:itemsadded',
      detail: expect.objectContaining({ cartId, count: 1 }) as unknown,
    });
    const cart = await api.getCart('demo', cartId);
    expect(cart.cartItems).toEqual([expect.objectContaining({ productId: products.coffee })]);
    await verifyScreen('embed-host-shop-added', hostScreen);
  });

  test('two widgets on the site, adding at the same time, fill one cart', async ({
    page,
    t,
    api,
    verifyScreen,
  }, testInfo) => {
    // A fresh context: no stored cart. Both frames make their cart flow as soon as they are idle;
    // the new cart's answer is slowed so that, without the shared creation, both frames would
    // look for a stored cart while the first is still being made (and make a second).
    const created = await slowCartCreation(page.context(), 1_000);
    const adds = await holdAddsUntilBoth(page.context());
    // Its own month and the worker's own therapist (fixtures/massage-slots.ts).
    const therapist = therapistOf(testInfo.parallelIndex);
    const slot = await lastFreeSlot(api, therapist.id, 4);
    await recordHostEvents(page);
    await openHostShop(page, t);

    const coffee = await coffeeWidget(page, t);
    const massage = new WidgetPage(
      (await widgetFrame(page, t, products.massage)) as unknown as Page,
      t,
    );
    await massage.settled();
    await massage.chooseSlot(therapist.index, 4, slot);

    // Both adds are sent before either is answered: the route holds each until both are in.
    await Promise.all([
      massage.addToCart.click(),
      coffee.getByRole('button', { name: t('Add to cart'), exact: true }).click(),
    ]);
    await expect(massage.page.getByText(t('Added to your cart.'))).toBeVisible({ timeout: 20_000 });
    await expect(coffee.getByText(t('Added to your cart.'))).toBeVisible({ timeout: 20_000 });
    expect(adds.cartIds, 'the adds, held until both were sent').toHaveLength(2);

    // One cart for this browser, made once, which both frames added to and which holds both.
    expect(created, 'carts made by the frames').toHaveLength(1);
    const cartId = created[0] ?? '';
    expect(adds.cartIds).toEqual([cartId, cartId]);
    const cart = await api.getCart('demo', cartId);
    expect(cart.cartItems.map((item) => item.productId).sort()).toEqual(
      [products.coffee, products.massage].sort(),
    );

    // The site's count and checkout link follow that cart.
    await expect(page.locator('.storefront-cart-count')).toHaveText(cartCountText(t, 2));
    const link = page.getByRole('link', { name: t.key('embed.checkoutLink') });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.searchParams.get('cartId')).toBe(cartId);
    const events = await hostEvents(page);
    expect(events).toContainEqual({ type: 'storefront:cartcount', detail: { cartId, count: 2 } });
    expect(
      events.filter((event) => event.detail.cartId !== undefined && event.detail.cartId !== cartId),
      'events about another cart',
    ).toEqual([]);
    await verifyScreen('embed-host-shop-two-widgets-added', hostScreen);
  });

  test('the checkout framed on the site pays by card through 3-D Secure, and the site hears the order', async ({
    page,
    t,
    api,
    shopper,
    verifyScreen,
  }) => {
    await recordHostEvents(page);
    await openHostShop(page, t);
    const widget = await coffeeWidget(page, t);
    await widget.getByRole('button', { name: t('Add to cart'), exact: true }).click();
    await expect(page.locator('.storefront-cart-count')).toHaveText(cartCountText(t, 1));

    // Keyboard: the site's checkout link opens the checkout in the site's checkout frame. Tabbing
    // starts from the site's header (its first link): from inside the widget just clicked it would
    // first cross every control of both widgets (a month of days once the slots have loaded).
    const link = page.getByRole('link', { name: t.key('embed.checkoutLink') });
    await page.getByRole('banner').getByRole('link').first().focus();
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    const checkoutFrameTitle = t.key('embed.checkoutFrameTitle');
    await expect(page.locator(`iframe[title="${checkoutFrameTitle}"]`)).toBeVisible();
    const frame = await checkoutFrame(page, checkoutFrameTitle);
    // The page object reads the frame as it reads a page (same locators; `Frame` has them too).
    const checkout = new CheckoutPage(frame as unknown as Page, t, api);
    await checkout.waitUntilReady();
    // Read now: once the provider's page is in the frame, its address names no cart.
    const cartId = new URL(frame.url()).searchParams.get('cartId') ?? '';
    expect(cartId).not.toBe('');
    await checkout.identify(shopper);
    await expect(checkout.paymentMethod('Credit card')).toBeEnabled({ timeout: 15_000 });
    await checkout.paymentMethod('Credit card').check();
    await checkout.terms.check();
    await fillCardForm(frame, t, cards.madaPaid);
    await checkout.confirmButton('Complete Order').click();

    // 3-D Secure on the provider's page, inside the site's frame, then back to the checkout.
    await pressOnProviderPage(frame, 'authenticate');
    // The heading, and the order number the server gave the cart (read as its customer).
    const orderNumber = await checkout.expectOrderConfirmed(cartId);
    const events = await expect
      .poll(async () =>
        (await hostEvents(page)).filter((e) => e.type === 'storefront:cartcompleted'),
      )
      .toHaveLength(1)
      .then(() => hostEvents(page));
    const completed = events.find((event) => event.type === 'storefront:cartcompleted');
    expect(completed?.detail.orderNumber).toBe(orderNumber);
    const status = page.getByRole('status');
    const thanks = ((await status.getAttribute('data-completed')) ?? '').replace(
      '{order}',
      orderNumber,
    );
    await expect(status).toHaveText(thanks);
    await expect(link).toBeHidden();
    await verifyScreen('embed-host-shop-order-confirmed', hostScreen);
  });

  test('a site the configuration does not list can neither frame the pages nor read the API', async ({
    browser,
    baseURL,
    t,
  }) => {
    // Its own page: the blocked frame is the point, not a failure of the product.
    const page = await browser.newPage();
    const storefront = baseURL ?? '';
    const widgetUrl = `${storefront}/widget.html?tenant=demo&product=${products.coffee}&lang=${t.language}&hostOrigin=http%3A%2F%2Fnot-listed.test`;
    await page.route('http://not-listed.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Not listed</title></head>
          <body><main><iframe title="Widget" src="${widgetUrl}"></iframe></main></body></html>`,
      }),
    );
    try {
      await page.goto('http://not-listed.test/');
      // CSP frame-ancestors: Chromium puts its error page in the frame instead of the widget.
      const frameUrls = () =>
        page
          .frames()
          .filter((frame) => frame !== page.mainFrame())
          .map((frame) => frame.url());
      await expect.poll(frameUrls, { timeout: 15_000 }).toEqual(['chrome-error://chromewebdata/']);
      const answer = await page.request.get(widgetUrl);
      // The configured sites only (the host shop, and the suite's second checkout origin).
      const frameAncestors =
        /frame-ancestors ([^;]*)/.exec(answer.headers()['content-security-policy'] ?? '')?.[1] ??
        '';
      expect(frameAncestors.split(' ')).toContain(new URL(hostShopUrl()).origin);
      expect(frameAncestors).not.toContain('not-listed.test');

      // No CORS answer: the browser keeps the API's answer from this origin.
      const read = (url: string) =>
        page.evaluate(
          (target) =>
            fetch(target, { headers: { __tenant: 'demo' } }).then(
              (response) => `read ${response.status}`,
              (error: unknown) => `refused ${String(error)}`,
            ),
          url,
        );
      expect(await read(`${storefront}/api/embed/host-origins`)).toMatch(/^refused/);

      // The listed site's own origin gets the answer, which names it and only it.
      const listed = await browser.newPage();
      try {
        await listed.goto(`${hostShopUrl()}/en.html`);
        const answer = await listed.evaluate(
          (target) => fetch(target).then((response) => response.json() as Promise<unknown>),
          `${storefront}/api/embed/host-origins`,
        );
        const { hostOrigins } = answer as { hostOrigins: string[] };
        expect(hostOrigins).toContain(new URL(hostShopUrl()).origin);
        expect(hostOrigins.join(' ')).not.toContain('not-listed.test');
      } finally {
        await listed.close();
      }
    } finally {
      await page.close();
    }
  });
});

/** The checkout's frame on the site (a `Frame`, which follows the frame's navigations). */
async function checkoutFrame(page: Page, title: string): Promise<Frame> {
  const handle = await page.locator(`iframe[title="${title}"]`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('The checkout frame has no document');
  return frame;
}

/** A product widget's `Frame` (which the widget page object reads as it reads a page). */
async function widgetFrame(page: Page, t: CheckoutTexts, productId: string): Promise<Frame> {
  const handle = await page.locator(widgetFrameSelector(t, productId)).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`The widget frame of ${productId} has no document`);
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  return frame;
}

/**
 * Answers every `POST /api/app/cart/new-cart` of the browser `delayMs` late (a slow network) and
 * returns the ids of the carts made, as they are made.
 */
async function slowCartCreation(context: BrowserContext, delayMs: number): Promise<string[]> {
  const created: string[] = [];
  await context.route('**/api/app/cart/new-cart', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { id: string };
    created.push(body.id);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ response });
  });
  return created;
}

/**
 * Holds each `POST /api/app/cart/cart-items/{cartId}` of the browser until two are in (or 15 s
 * have passed), then lets them reach the server together; `cartIds` are the carts they add to.
 */
async function holdAddsUntilBoth(context: BrowserContext): Promise<{ cartIds: string[] }> {
  const cartIds: string[] = [];
  let release: () => void = () => undefined;
  const both = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/app/cart/cart-items/**', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    cartIds.push(new URL(request.url()).pathname.split('/').at(-1) ?? '');
    if (cartIds.length === 2) release();
    await Promise.race([both, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    await route.continue();
  });
  return { cartIds };
}
