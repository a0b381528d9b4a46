import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/checkout-test.ts';

/** The `<header>…</header>` of a page's markup. */
function headerOf(html: string): string {
  const match = /<header\b[\s\S]*?<\/header>/.exec(html);
  if (!match) throw new Error('The page has no header');
  return match[0];
}

/** The sum of the page's layout shifts so far (its CLS before any input). */
function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          let total = 0;
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            total += entry.value;
          }
          resolve(total);
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: no shift.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

// The server sends the checkout page with the tenant's header already in it, so it paints before
// the app's code has loaded (docs/decisions/0013-first-render.md). The app's header must be that
// same markup, so its first render takes the header's place without moving anything.
test('the page arrives with the tenant’s header, which the app renders the same, without a shift', async ({
  carts,
  checkout,
  language,
  page,
  request,
}) => {
  const cart = await carts.create('merchandise');
  const url = checkout.url({ tenant: 'demo', cartId: cart.id });
  const sent = await (await request.get(url)).text();
  expect(sent).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
  const sentHeader = headerOf(sent);
  expect(sentHeader).toMatch(
    /<img alt="Demo Store"[^>]* src="[^"]+\/api\/app\/tenant-logo\/[^"]+">/,
  );

  // The app's own header, rendered from an empty root (the page stripped of the sent header).
  const isPage = (target: URL) =>
    target.pathname === '/' && target.searchParams.get('cartId') === cart.id;
  await page.route(isPage, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<div id="root">[\s\S]*?<\/header><\/div><\/div>/,
      '<div id="root"></div>',
    );
    await route.fulfill({ response, body });
  });
  await checkout.open({ tenant: 'demo', cartId: cart.id });
  await checkout.waitUntilReady();
  const rendered = await page.locator('header').evaluate((header) => header.outerHTML);
  expect(rendered.replaceAll('&amp;', '&')).toBe(sentHeader.replaceAll('&amp;', '&'));
  await page.unroute(isPage);

  // The page as sent: the app takes over the header without a layout shift.
  await checkout.open({ tenant: 'demo', cartId: cart.id });
  await checkout.waitUntilReady();
  await expect(page.locator('header')).toHaveCount(1);
  expect(await layoutShiftOf(page)).toBeLessThan(0.001);
});
