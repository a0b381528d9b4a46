import { expect, test } from '../fixtures/checkout-test.ts';

test('the terms open in a modal dialog: Escape and Close close it, focus goes back to the link', async ({
  carts,
  checkout,
  page,
  t,
  verifyScreen,
}) => {
  const cart = await carts.create('merchandise');
  await checkout.open({ tenant: 'demo', cartId: cart.id });
  await checkout.waitUntilReady();
  const link = page.getByRole('link', { name: t('terms and conditions') });
  await link.click();
  const dialog = page.getByRole('dialog', { name: t('Terms and conditions') });
  await expect(dialog).toBeVisible();
  // Modal: the page behind it does not scroll.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );
  await verifyScreen('terms-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();

  await link.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('Close') }).click();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'visible',
  );
});
