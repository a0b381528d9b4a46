import { expect, test } from '../fixtures/checkout-test.ts';
import {
  expectModulesAfterFirstPaint,
  expectNoScriptBeforeFirstPaint,
  layoutShiftOf,
} from '../fixtures/first-paint-checks.ts';

/** The `<header>…</header>` of a page's markup. */
function headerOf(html: string): string {
  const match = /<header\b[\s\S]*?<\/header>/.exec(html);
  if (!match) throw new Error('The page has no header');
  return match[0];
}

// The server sends the checkout page with its first screen rendered in it — the tenant's header,
// the form's headings and labels, the payment methods — so it paints before any JavaScript runs;
// the app hydrates it and then takes its place once its data is there, without a mismatch and
// without moving anything (docs/decisions/0046-first-screen-in-html.md).
test('the page arrives with its first screen, which the app hydrates and replaces without an error or a shift', async ({
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
  const logo = /<img [^>]*>/.exec(headerOf(sent))?.[0] ?? '';
  expect(logo).toContain('alt="Demo Store"');
  expect(logo).toMatch(/src="[^"]+\/api\/app\/tenant-logo\//);
  expect(sent).toMatch(/<main aria-busy="true"[^>]*><h1 class="sr-only">[^<]+<\/h1><div inert=""/);
  expect(sent).toContain(language === 'ar' ? 'بياناتك' : 'Your details');
  expect(sent).toContain(language === 'ar' ? 'مدى وفيزا' : 'mada and Visa');
  expect(sent).toContain('<script type="application/json" id="first-screen-props">');
  // Its modules start from the inline loader after the first paint.
  expectModulesAfterFirstPaint(sent);

  // What the page paints without any JavaScript: the first screen, in the page language.
  const withoutScripts = await page.context().browser()!.newPage({ javaScriptEnabled: false });
  await withoutScripts.goto(url);
  await expect(
    withoutScripts.getByRole('heading', { name: language === 'ar' ? 'بياناتك' : 'Your details' }),
  ).toBeAttached();
  await withoutScripts.close();

  // Hydration errors are console errors, which fail any test of this suite (fixtures/checkout-test.ts).
  const hydrationWarnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) hydrationWarnings.push(message.text());
  });
  await checkout.open({ tenant: 'demo', cartId: cart.id });
  await checkout.waitUntilReady();
  await expect(page.locator('main')).not.toHaveAttribute('aria-busy');
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect(page.locator('header')).toHaveCount(1);
  expect(hydrationWarnings).toEqual([]);
  await expectNoScriptBeforeFirstPaint(page);
  // Below the 0.02 the issue sets; the Arabic font's swap moves the lines by a few pixels.
  expect(await layoutShiftOf(page)).toBeLessThan(0.02);
});
