import { expect, type Frame, type Page } from '@playwright/test';
import { AccountPage } from './account-page.ts';
import { CheckoutPage } from './checkout-page.ts';
import { expectAccountOrder } from './order-lines.ts';
import { makeChoices, productIds } from './product-choices.ts';
import {
  addToCart,
  checkOut,
  monthOf,
  type Journey,
  type JourneyFixtures,
} from './shopper-journey.ts';
import { WidgetPage } from './widget-page.ts';

/** The example host shop `npm start` serves on its own origin (docs/product/embedding.md). */
export function hostShopUrl(): string {
  const url = process.env['E2E_HOST_SHOP_URL'];
  if (!url) throw new Error('E2E_HOST_SHOP_URL is not set: run through playwright.config.ts');
  return url;
}

/** The `Frame` inside the element `selector` of the page, once it has a document. */
async function frameOf(page: Page, selector: string): Promise<Frame> {
  const handle = await page.locator(selector).elementHandle({ timeout: 20_000 });
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`${selector} has no document`);
  return frame;
}

/**
 * Issue 20, deliver 2: a widget's frame takes the height of its content, so nothing in it is
 * cut off or hidden behind a scroll inside the frame.
 */
async function expectFrameFitsContent(page: Page, selector: string, frame: Frame): Promise<void> {
  await expect
    .poll(
      async () => {
        const box = await page.locator(selector).boundingBox();
        const content = await frame.evaluate(() => document.documentElement.scrollHeight);
        return (box?.height ?? 0) + 1 >= content;
      },
      { message: 'the widget frame is as tall as its content (issue 20, item 2)', timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * "Go to checkout" opens the checkout as the whole window, at its top (decision 0025,
 * docs/product/embedding.md): never inside a widget's frame, never below the fold.
 */
async function checkoutShown(page: Page): Promise<Page> {
  const storefront = new URL(process.env['E2E_BASE_URL'] ?? '').origin;
  await expect
    .poll(() => new URL(page.url()).origin, {
      message: 'the checkout opened as the whole window (issue 20, item 2)',
      timeout: 20_000,
    })
    .toBe(storefront);
  // At its top: the page is not scrolled (its heading is visually hidden on a phone).
  await page.waitForLoadState('domcontentloaded');
  expect(
    await page.evaluate(() => window.scrollY),
    'the checkout opens at its top (issue 20, item 2)',
  ).toBe(0);
  return page;
}

/**
 * A journey on the example host shop (the storefront embedded on a tenant's site, another
 * origin): the product's widget frame there and its choices, the site's own "Go to checkout",
 * the checkout where the shopper sees it, the payment, "Continue shopping" back to the site in
 * the whole window, then the order in the account.
 */
export async function walkEmbedded(fixtures: JourneyFixtures, journey: Journey): Promise<void> {
  const { page, t, api, request, shopper } = fixtures;
  await page.goto(`${hostShopUrl()}/${t.language === 'en' ? 'en.html' : ''}`);
  await expect(page.locator('html')).toHaveAttribute('dir', t.language === 'en' ? 'ltr' : 'rtl');
  const selector = `[data-storefront-product="${productIds[journey.product]}"] iframe[title="${t.key('embed.widgetFrameTitle')}"]`;
  const frame = await frameOf(page, selector);
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  // The page object reads the frame as it reads a page (a `Frame` has the same locators).
  const widget = new WidgetPage(frame as unknown as Page, t);
  await widget.settled();
  const line = await makeChoices(journey.product, {
    widget,
    t,
    request,
    month: monthOf(journey, t),
  });
  await expectFrameFitsContent(page, selector, frame);
  await addToCart(widget, journey);
  await expectFrameFitsContent(page, selector, frame);

  await page.getByRole('link', { name: t.key('embed.checkoutLink') }).click();
  const shown = await checkoutShown(page);
  const checkout = new CheckoutPage(shown, t, api);
  await checkout.waitUntilReady();
  const cartId = new URL(shown.url()).searchParams.get('cartId') ?? '';
  expect(cartId).not.toBe('');
  const orderNumber = await checkOut(checkout, api, shopper, journey, line, cartId);

  // Back to the site, in the whole window; the site is never loaded inside the frame.
  await shown.getByRole('link', { name: t('Continue shopping') }).click();
  await expect
    .poll(() => new URL(page.url()).origin, {
      message: 'Continue shopping returns the whole window to the site (issue 20, item 2)',
    })
    .toBe(new URL(hostShopUrl()).origin);
  const hostInFrame = page
    .frames()
    .filter((other) => other !== page.mainFrame())
    .filter((other) => other.url().startsWith(hostShopUrl()));
  expect(hostInFrame, 'frames showing the host site (issue 20, item 2)').toEqual([]);

  // The order in the account, on the storefront's origin. A checkout framed on the site kept its
  // sign-in in the frame's storage, which the browser may keep apart from the storefront's own
  // (storage partitioning): then the shopper signs in first.
  const account = new AccountPage(page, t, api);
  const orderPath = `/account/orders/${cartId}`;
  await account.open(orderPath);
  await expect(account.signInHeading.or(page.getByRole('heading', { level: 1 }))).toBeVisible({
    timeout: 20_000,
  });
  if (await account.signInHeading.isVisible()) {
    await account.signIn(shopper);
    await account.open(orderPath);
  }
  await expectAccountOrder(page, t, { number: orderNumber, payment: journey.payment, line });
}
