import { catalogSeedIds } from '@storefront/api/seed';
import { expect, test } from '../fixtures/checkout-test.ts';
import {
  expectModulesAfterFirstPaint,
  expectNoScriptBeforeFirstPaint,
  layoutShiftOf,
} from '../fixtures/first-paint-checks.ts';
import { ShopPage } from '../pages/shop-page.ts';

// The server sends the demo shop with its product list rendered in it — the tenant's header, the
// sections and every product with its link and price — so it paints before any JavaScript runs;
// the shop hydrates that very list, adopting its elements, without a mismatch and without moving
// anything (docs/decisions/0048-shop-first-screen.md).
test('the shop arrives with its product list, which the shop hydrates without an error or a shift', async ({
  baseURL,
  language,
  page,
  request,
  t,
}) => {
  const url = `/shop.html?tenant=demo&lang=${language}`;
  const sent = await (await request.get(url)).text();
  expect(sent).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
  expect(sent).toMatch(/<header\b[\s\S]*<img [^>]*alt="Demo Store"/);
  expect(sent).toContain(`>${t('Our products')}</h1>`);
  for (const section of ['Bookings', 'Products', 'Subscriptions', 'Packages']) {
    expect(sent).toContain(`>${t(section)}</h2>`);
  }
  expect(sent).toContain(
    `href="/shop.html?tenant=demo&amp;lang=${language}&amp;product=${catalogSeedIds.products.coffee}"`,
  );
  expect(sent).toContain('<script type="application/json" id="shop-first-screen-props">');
  expectModulesAfterFirstPaint(sent);

  // What the page paints without any JavaScript: the list, in the page language.
  const withoutScripts = await page.context().browser()!.newPage({ javaScriptEnabled: false });
  await withoutScripts.goto(`${baseURL}${url}`);
  await expect(
    withoutScripts.getByRole('heading', { level: 1, name: t('Our products') }),
  ).toBeVisible();
  await expect(withoutScripts.locator('main h3 a')).toHaveCount(9);
  await expect(withoutScripts.getByRole('img', { name: 'Demo Store' })).toBeVisible();
  await withoutScripts.close();

  const consoleErrors: string[] = [];
  const hydrationWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    if (/hydrat/i.test(message.text())) hydrationWarnings.push(message.text());
  });
  // The first product link as the HTML made it, before the shop's code ran.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { sentLink: Element | null }).sentLink =
        document.querySelector('main h3 a');
    });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const shop = new ShopPage(page, t);
  await shop.open();
  // The shop is working: its cart is there (a new one, empty).
  await expect(shop.cartButton(0)).toBeEnabled();
  await expect(shop.productLinks).toHaveCount(9);
  expect(
    await page.evaluate(() => {
      const sentLink = (window as unknown as { sentLink: Element | null }).sentLink;
      return (
        sentLink !== null &&
        sentLink.isConnected &&
        sentLink === document.querySelector('main h3 a')
      );
    }),
    'the server’s elements adopted by the shop',
  ).toBe(true);
  expect(hydrationWarnings).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await expectNoScriptBeforeFirstPaint(page);
  expect(await layoutShiftOf(page)).toBeLessThan(0.02);
});
