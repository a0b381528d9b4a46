import type { BrowserContext, Frame, Page } from '@playwright/test';
import { catalogSeedIds } from '@storefront/api/seed';
import { expect, test } from '../fixtures/checkout-test.ts';
import type { CheckoutTexts } from '../fixtures/checkout-texts.ts';
import { lastFreeSlot, therapistOf } from '../fixtures/massage-slots.ts';
import { cards, fillCardForm } from '../fixtures/test-cards.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { pressOnProviderPage } from '../pages/provider-pages.ts';
import { tabTo } from '../pages/tab-to.ts';
import { hostShopUrl } from '../pages/embedded-journey.ts';
import { WidgetPage } from '../pages/widget-page.ts';

const { products } = catalogSeedIds;

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

/** The two viewports a shopper uses: a phone and a desktop (issue 20). */
const viewports = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

/** How a widget's frame and its content measure, from the host page and inside the frame. */
async function measureWidget(page: Page, t: CheckoutTexts, productId: string) {
  const frame = await widgetFrame(page, t, productId);
  const inside = await frame.evaluate(() => ({
    content: Math.ceil(document.getElementById('root')?.getBoundingClientRect().height ?? 0),
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
  }));
  const box = await page.locator(widgetFrameSelector(t, productId)).boundingBox();
  return { ...inside, frame: Math.round(box?.height ?? 0) };
}

/**
 * The widget's frame shows its content whole: the frame's inner height is the content's, so
 * nothing is cut off and nothing scrolls inside the frame. Returns that height.
 */
async function expectWholeWidget(page: Page, t: CheckoutTexts, productId: string) {
  await expect
    .poll(
      async () => {
        const measured = await measureWidget(page, t, productId);
        return measured.content > 0 && measured.innerHeight === measured.content;
      },
      { message: `the frame of ${productId} is as tall as its content`, timeout: 15_000 },
    )
    .toBe(true);
  const measured = await measureWidget(page, t, productId);
  expect(measured.scrollHeight, 'nothing scrolls inside the frame').toBe(measured.innerHeight);
  return measured.content;
}

for (const [device, viewport] of viewports) {
  test.describe(`the host shop on a ${device} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('widget frames take their content’s height and follow it as it changes', async ({
      page,
      t,
      verifyScreen,
    }) => {
      await openHostShop(page, t);
      const coffee = await coffeeWidget(page, t);
      await widgetFrame(page, t, products.massage);
      // Each grew from the site's 20rem to its whole content: the booking widget's "Add to cart"
      // is in the frame, not behind a scroll inside it.
      const massageHeight = await expectWholeWidget(page, t, products.massage);
      expect(massageHeight).toBeGreaterThan(320);
      const coffeeHeight = await expectWholeWidget(page, t, products.coffee);
      expect(coffeeHeight).toBeGreaterThan(320);
      const massage = page.frameLocator(widgetFrameSelector(t, products.massage));
      const massageAdd = massage.getByRole('button', { name: t('Add to cart'), exact: true });
      await massageAdd.scrollIntoViewIfNeeded();
      await expect(massageAdd).toBeInViewport();
      await verifyScreen(`embed-host-shop-${device}`, hostScreen);

      // The widget folds to "Added to your cart.": the frame follows it down, then back up.
      await coffee.getByRole('button', { name: t('Add to cart'), exact: true }).click();
      await expect(coffee.getByText(t('Added to your cart.'))).toBeVisible({ timeout: 20_000 });
      await expect
        .poll(async () => (await measureWidget(page, t, products.coffee)).frame)
        .toBeLessThan(coffeeHeight);
      await expectWholeWidget(page, t, products.coffee);
      await coffee.getByRole('button', { name: t.key('widget.continueShopping') }).click();
      await expect
        .poll(async () => (await measureWidget(page, t, products.coffee)).frame)
        .toBeGreaterThan(320);
      expect(await expectWholeWidget(page, t, products.coffee)).toBe(coffeeHeight);
    });

    test('a widget’s "Go to checkout" opens the checkout as the whole window, Back returns', async ({
      page,
      t,
      api,
      verifyScreen,
    }) => {
      await openHostShop(page, t);
      const hostPage = page.url();
      const coffee = await coffeeWidget(page, t);
      // Where the site's products start in its page (not in the window, which the click may
      // scroll); the frames in it follow their own content's height.
      const productsTop = () =>
        page
          .locator('.products')
          .evaluate((list) => list.getBoundingClientRect().top + window.scrollY);
      const topBefore = await productsTop();
      await coffee.getByRole('button', { name: t('Add to cart'), exact: true }).click();
      // The site says it too; its news moves nothing under the shopper's next press.
      await expect(page.locator('#host-status')).not.toBeEmpty();
      expect(await productsTop()).toBe(topBefore);
      await coffee.getByRole('link', { name: t('Go to checkout') }).click();

      // The top window is the checkout, on the storefront, leading back to the host's page.
      await page.waitForURL((url) => url.origin === storefrontOrigin() && url.pathname === '/');
      const url = new URL(page.url());
      expect(url.searchParams.get('callbackUrl')).toBe(hostPage);
      expect(url.searchParams.get('lang')).toBe(t.language);
      const checkout = new CheckoutPage(page, t, api);
      await checkout.waitUntilReady();
      await expect(checkout.mobileNumber).toBeInViewport();
      await verifyScreen(`embed-checkout-from-widget-${device}`);

      await page.goBack();
      await page.waitForURL(hostPage);
      await coffeeWidget(page, t);
    });

    test('the host’s "Go to checkout" opens the checkout as the whole window; after paying by card, "Continue shopping" returns the window to the host page', async ({
      page,
      t,
      api,
      shopper,
      verifyScreen,
    }) => {
      await openHostShop(page, t);
      const hostPage = page.url();
      const widget = await coffeeWidget(page, t);
      await widget.getByRole('button', { name: t('Add to cart'), exact: true }).click();
      await expect(page.locator('.storefront-cart-count')).toHaveText(cartCountText(t, 1));

      // The site's link, in its header: the whole window goes to the checkout, at its top.
      const link = page.getByRole('link', { name: t.key('embed.checkoutLink') });
      await expect(link).toBeInViewport();
      await link.click();
      await page.waitForURL((url) => url.origin === storefrontOrigin() && url.pathname === '/');
      expect(page.frames(), 'the checkout is the page, not a frame in it').toHaveLength(1);
      const cartId = new URL(page.url()).searchParams.get('cartId') ?? '';
      expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe(hostPage);
      const checkout = new CheckoutPage(page, t, api);
      await checkout.waitUntilReady();
      await expect(checkout.mobileNumber).toBeInViewport();

      await checkout.identify(shopper);
      await expect(checkout.paymentMethod('Credit card')).toBeEnabled({ timeout: 15_000 });
      await checkout.paymentMethod('Credit card').check();
      await checkout.terms.check();
      await fillCardForm(page, t, cards.madaPaid);
      await checkout.confirmButton('Complete Order').click();
      await pressOnProviderPage(page, 'authenticate');
      await checkout.expectOrderConfirmed(cartId);
      await verifyScreen(`embed-order-confirmed-${device}`);

      // "Continue shopping": the whole window is the host page again, its cart a new one.
      await page.getByRole('link', { name: t('Continue shopping') }).click();
      await page.waitForURL(hostPage);
      await expect(page.locator('html')).toHaveAttribute('lang', t.language);
      const again = await coffeeWidget(page, t);
      await expect(
        again.getByRole('button', { name: t('Add to cart'), exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: t.key('embed.checkoutLink') })).toBeHidden();
    });
  });
}

/** The storefront's origin (the suite's server). */
function storefrontOrigin(): string {
  return new URL(process.env['E2E_BASE_URL'] ?? '').origin;
}
