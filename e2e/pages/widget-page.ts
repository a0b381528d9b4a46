import { expect, type Locator, type Page } from '@playwright/test';
import type { CheckoutTexts, Language } from '../fixtures/checkout-texts.ts';

/** A month to show, counted from the current one (0 this month, 1 the next). */
export type MonthOffset = number;

/**
 * The storefront widget page (`/widget.html?tenant=…&product=…&lang=…`, docs/product/widgets.md):
 * the reservation widget or the merchandise and subscription widget, found by their texts in the
 * project's language.
 */
export class WidgetPage {
  constructor(
    readonly page: Page,
    readonly t: CheckoutTexts,
  ) {}

  get language(): Language {
    return this.t.language;
  }

  /** Opens a product's widget and waits until its price is shown. */
  async open(productId: string, tenant = 'demo'): Promise<void> {
    const query = new URLSearchParams({ tenant, product: productId, lang: this.language });
    await this.page.goto(`/widget.html?${query.toString()}`);
    await expect(this.page.locator('html')).toHaveAttribute('lang', this.language);
    await expect(this.page.locator('html')).toHaveAttribute(
      'dir',
      this.language === 'ar' ? 'rtl' : 'ltr',
    );
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  }

  button(english: string): Locator {
    return this.page.getByRole('button', { name: this.t(english), exact: true });
  }

  get addToCart(): Locator {
    return this.button('Add to cart');
  }

  /** Days that can be chosen (the calendar disables days without availability). */
  get availableDays(): Locator {
    return this.page.locator('button[data-date]:not([disabled])');
  }

  day(date: string): Locator {
    return this.page.locator(`button[data-date="${date}"]`);
  }

  get slots(): Locator {
    return this.page.locator('input[name="reservation-slot"]');
  }

  slot(from: string): Locator {
    return this.page.locator(`input[id="slot-${from}"]`);
  }

  /** The provider radios, in the product's provider order. */
  get providers(): Locator {
    return this.page.locator('input[name="reservation-provider"]');
  }

  /** Waits until the flow is idle again: the calendar's days are enabled and nothing updates. */
  async settled(): Promise<void> {
    await expect(this.page.locator('form[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await expect(this.page.getByText(this.t('Updating the price...'))).toHaveCount(0, {
      timeout: 15_000,
    });
  }

  /** Moves the calendar `offset` months on. */
  async showMonth(offset: MonthOffset): Promise<void> {
    for (let step = 0; step < offset; step++) {
      await this.button('Next month').click();
      await this.settled();
    }
  }

  /** Chooses a provider by its place, then the day and the time of `slot`, `months` months on. */
  async chooseSlot(
    providerIndex: number,
    months: MonthOffset,
    slot: { date: string; from: string },
  ): Promise<void> {
    await this.providers.nth(providerIndex).check();
    await this.settled();
    await this.showMonth(months);
    await this.day(slot.date).click();
    await this.settled();
    await this.slot(slot.from).check();
    await this.settled();
  }

  /** The total (or after-discount) amount shown. */
  get amounts(): Locator {
    return this.page.getByTestId('amounts');
  }

  /** The text of the "added" state, and its link to the checkout. */
  async expectAdded(): Promise<string> {
    await expect(this.page.getByText(this.t('Added to your cart.'))).toBeVisible({
      timeout: 20_000,
    });
    const link = this.page.getByRole('link', { name: this.t('Go to checkout') });
    const href = await link.getAttribute('href');
    if (href === null) throw new Error('No checkout link');
    return href;
  }
}
