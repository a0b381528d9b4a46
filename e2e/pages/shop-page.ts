import { expect, type Locator, type Page } from '@playwright/test';
import type { CheckoutTexts } from '../fixtures/checkout-texts.ts';
import { WidgetPage } from './widget-page.ts';

/**
 * The demo shop (`/shop.html?tenant=…&lang=…`, docs/product/shop.md): the product list, a
 * product's widget (the widget page's own, so {@link WidgetPage} finds its parts), and the cart
 * button with its drawer.
 */
export class ShopPage {
  constructor(
    readonly page: Page,
    readonly t: CheckoutTexts,
  ) {}

  /** Opens the shop's product list in the project's language and waits for its products. */
  async open(tenant = 'demo'): Promise<void> {
    const query = new URLSearchParams({ tenant, lang: this.t.language });
    await this.page.goto(`/shop.html?${query.toString()}`);
    await expect(this.page.locator('html')).toHaveAttribute('lang', this.t.language);
    await expect(this.page.locator('html')).toHaveAttribute(
      'dir',
      this.t.language === 'ar' ? 'rtl' : 'ltr',
    );
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(this.t('Our products'));
    await expect(this.productLinks.first()).toBeVisible({ timeout: 20_000 });
  }

  /** Every product's link, in the page's order. */
  get productLinks(): Locator {
    return this.page.locator('main h3 a');
  }

  /** A product's link (its name), found by the product it opens. */
  productLink(productId: string): Locator {
    return this.page.locator(`main h3 a[href*="product=${productId}"]`);
  }

  /** Opens a product from the list and waits for its widget, which it returns. */
  async openProduct(productId: string): Promise<WidgetPage> {
    await this.productLink(productId).click();
    return this.productOpened(productId);
  }

  /** The product's widget, once the page shows it (after a click or a key). */
  async productOpened(productId: string): Promise<WidgetPage> {
    await expect(this.page).toHaveURL(new RegExp(`product=${productId}`));
    await expect(this.page.getByRole('link', { name: this.t('All products') })).toBeVisible();
    const widget = new WidgetPage(this.page, this.t);
    await widget.settled();
    return widget;
  }

  /** The cart button showing `count` lines. */
  cartButton(count: number): Locator {
    return this.page.getByRole('button', {
      name: this.t('Cart ({{number}})', { number: count }),
      exact: true,
    });
  }

  /** The cart drawer, titled with the count of lines. */
  get drawer(): Locator {
    return this.page.getByRole('dialog', { name: this.t.key('cartEditor.drawerTitle') });
  }

  /** Opens the drawer from the cart button showing `count` lines. */
  async openCart(count: number): Promise<Locator> {
    await this.cartButton(count).click();
    await expect(this.drawer).toBeVisible();
    return this.drawer;
  }

  /** The drawer's way to the checkout. */
  get checkoutLink(): Locator {
    return this.drawer.getByRole('link', { name: this.t.key('cartEditor.checkout'), exact: true });
  }
}
