import { catalogSeedIds } from '@storefront/api/seed';
import type { SellerDetails } from '@storefront/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/checkout-test.ts';
import { ShopPage } from '../pages/shop-page.ts';
import { WidgetPage } from '../pages/widget-page.ts';

const { products } = catalogSeedIds;

/** A plausible store's legal details (the demo tenant has none until the API stores them). */
const seller: SellerDetails = {
  legalNameAr: 'شركة المتجر التجريبي للتجارة',
  legalNameEn: 'Demo Store Trading Company',
  vatNumber: '310122393500003',
  commercialRegistration: '1010010000',
  address: {
    street: 'King Fahd Road',
    buildingNumber: '2134',
    additionalNumber: '7890',
    district: 'Al Olaya',
    city: 'Riyadh',
    postalCode: '12211',
    countryCode: 'SA',
  },
  phone: '+966112345678',
  email: 'care@demo-store.example',
};

const riyalSign = '\u20c1';
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/**
 * The tenant's settings as a tenant with legal details and the riyal sign would send them: the
 * server's own answer with `seller` and `riyalSign` set.
 */
async function withLegalDetails(page: Page): Promise<void> {
  await page.route('**/api/app/setting-manager/payment-and-tax-settings*', async (route) => {
    const response = await route.fetch();
    const settings = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...settings, seller, riyalSign: true } });
  });
}

/** The settings of a tenant without legal details that has not opted in to the riyal sign. */
async function withoutLegalDetails(page: Page): Promise<void> {
  await page.route('**/api/app/setting-manager/payment-and-tax-settings*', async (route) => {
    const response = await route.fetch();
    const settings = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...settings, seller: null, riyalSign: false } });
  });
}

test.describe('the store’s legal details and the riyal sign', () => {
  test('the shop: on a phone name and numbers in two lines, the rest behind a disclosure, on a desktop all of it, prices with the sign', async ({
    page,
    t,
    verifyScreen,
  }) => {
    await page.setViewportSize(phone);
    await withLegalDetails(page);
    const shop = new ShopPage(page, t);
    await shop.open();
    const footer = page.getByRole('contentinfo');
    const name = t.language === 'ar' ? seller.legalNameAr : seller.legalNameEn;
    await expect(footer).toContainText(name);
    await expect(footer.getByText(seller.commercialRegistration).first()).toBeVisible();
    await expect(footer.getByText(seller.vatNumber).first()).toBeVisible();
    const compact = page.getByTestId('legal-footer-compact');
    await expect(compact.getByText(seller.email)).toBeHidden();
    // Compact: a few lines, not a wall of text under the products.
    expect((await footer.boundingBox())?.height ?? 0).toBeLessThan(140);
    await expect(page.getByTestId('legal-footer-full')).toBeHidden();
    // Every price has the sign, and screen readers hear its name instead.
    await expect(page.locator('main')).toContainText(riyalSign);
    // What is drawn (the spoken names aside) has no currency code left.
    const drawn = await page.locator('main').evaluate((main) => {
      const copy = main.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
      return copy.textContent;
    });
    expect(drawn).not.toMatch(/SAR|ر\.س\./u);
    await expect(page.locator('[data-riyal-sign]').first()).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('main .sr-only').first()).toHaveText(t.key('money.riyalSignName'));
    await verifyScreen('legal-shop-phone');

    await compact.getByText(t.key('legal.more')).click();
    await expect(compact.getByRole('link', { name: seller.email })).toBeVisible();
    await expect(compact.getByRole('link', { name: seller.phone })).toHaveAttribute(
      'href',
      `tel:${seller.phone}`,
    );
    await verifyScreen('legal-shop-phone-open');

    // The same page on a desktop: the full list, no disclosure.
    await page.setViewportSize(desktop);
    await expect(page.getByTestId('legal-footer-full')).toBeVisible();
    await expect(compact).toBeHidden();
    await verifyScreen('legal-shop-desktop');
  });

  test('a widget page: every detail in view on a desktop, compact on a phone, and the price says VAT is added at checkout', async ({
    page,
    t,
    verifyScreen,
  }) => {
    await page.setViewportSize(desktop);
    await withLegalDetails(page);
    const widget = new WidgetPage(page, t);
    await widget.open(products.coffee);
    const full = page.getByTestId('legal-footer-full');
    await expect(full).toBeVisible();
    await expect(full.getByRole('link', { name: seller.email })).toBeVisible();
    await expect(full).toContainText(seller.address.postalCode);
    await expect(page.getByTestId('legal-footer-compact')).toBeHidden();
    await expect(widget.amounts).toContainText(riyalSign);
    await expect(page.getByTestId('vat-added-at-checkout')).toHaveText(
      t.key('money.vatAddedAtCheckout', { percent: t.language === 'ar' ? '15٪' : '15%' }),
    );
    await verifyScreen('legal-widget-desktop');

    // The same page on a phone: compact, the pay button's way clear.
    await page.setViewportSize(phone);
    await expect(page.getByTestId('legal-footer-compact')).toBeVisible();
    await expect(full).toBeHidden();
    const add = (await widget.addToCart.boundingBox()) ?? { y: 0, height: 0 };
    expect((await page.getByRole('contentinfo').boundingBox())?.y).toBeGreaterThanOrEqual(
      add.y + add.height,
    );
    await verifyScreen('legal-widget-phone');
  });

  for (const [size, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    test(`the checkout on a ${size}: the footer under the form, never over the pay button, and the totals say VAT is included`, async ({
      page,
      carts,
      checkout,
      t,
      verifyScreen,
    }) => {
      await page.setViewportSize(viewport);
      await withLegalDetails(page);
      const cart = await carts.create('merchandise');
      await checkout.openCart(cart);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(seller.vatNumber);
      const totals = page.getByTestId('vat-included').last();
      if (size === 'phone') await page.getByText(t('Show order summary')).click();
      await expect(totals).toHaveText(
        t.key('money.vatIncluded', { percent: t.language === 'ar' ? '15٪' : '15%' }),
      );
      await expect(page.locator('[data-total="total"]').last()).toContainText(riyalSign);
      // The footer follows the page's content: below the confirm button, never on top of it.
      const confirm = checkout.confirmButton('Complete Order');
      await confirm.scrollIntoViewIfNeeded();
      const button = await confirm.boundingBox();
      const foot = await footer.boundingBox();
      expect(button && foot && foot.y >= button.y + button.height).toBe(true);
      await verifyScreen(`legal-checkout-${size}`);
    });
  }

  test('without legal details the pages show no footer and amounts keep the currency code', async ({
    page,
    t,
  }) => {
    await page.setViewportSize(phone);
    // The demo tenants are seeded with both (docs/product/demo-data.md): a tenant without.
    await withoutLegalDetails(page);
    const shop = new ShopPage(page, t);
    await shop.open();
    await expect(page.getByTestId('legal-footer')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(riyalSign);
    await expect(page.locator('main')).toContainText(t.language === 'ar' ? 'ر.س.' : 'SAR');
  });
});
