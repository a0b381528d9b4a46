import { expect, type Locator, type Page } from '@playwright/test';
import { authStorageKeys } from '@storefront/sdk';
import type { CheckoutTexts, Language } from '../fixtures/checkout-texts.ts';
import type { StorefrontApi, TenantName } from '../fixtures/storefront-api.ts';
import type { MobileNumber } from '../fixtures/unique-mobile-number.ts';

/** `POST /api/app/cart/{cartId}/process`, the order submission (cash or bank transfer). */
const processPath = /^\/api\/app\/cart\/([^/]+)\/process$/;

/** The query parameters of the checkout URL (docs/product/screens.md); null leaves one out. */
export interface CheckoutUrlParams {
  /** A seeded tenant, or any name (an unknown one tests the failure). */
  tenant: TenantName | (string & {}) | null;
  cartId: string | null;
  callbackUrl?: string;
  /** Where the checkout is served from; default the server's origin (the API serves it). */
  origin?: string;
}

/** The shopper the identity step names. */
export interface Shopper {
  name: string;
  mobile: MobileNumber;
}

/**
 * The English labels of the payment methods (docs/product/overview.md), as the radio group names
 * them.
 */
export type PaymentMethodLabel =
  | 'Credit card'
  | 'Apple Pay'
  | 'Bank transfer'
  | 'tamara'
  | 'Pay later with Tabby'
  | 'Cash on delivery'
  | 'Pay later';

/** The confirm button's label by order type (docs/product/screens.md). */
export type ConfirmLabel = 'Confirm Booking' | 'Confirm Subscription' | 'Complete Order';

/**
 * The checkout page as a shopper sees it, by accessible roles and names in the page's language:
 * the identity step (name, mobile number, one-time code), the payment method, the discount code,
 * order notes, the terms, the confirm button and the screens that follow.
 *
 * @example
 * const checkout = new CheckoutPage(page, t, api);
 * await checkout.open({ tenant: 'demo', cartId: cart.id });
 * await checkout.identify({ name: 'Sara', mobile: uniqueMobileNumber() });
 */
export class CheckoutPage {
  constructor(
    readonly page: Page,
    readonly t: CheckoutTexts,
    private readonly api: StorefrontApi,
  ) {}

  /** The page's language. */
  get language(): Language {
    return this.t.language;
  }

  /** `/?tenant=…&cartId=…&lang=…&callbackUrl=…`, relative to the server's origin or at `origin`. */
  url(params: CheckoutUrlParams): string {
    const query = new URLSearchParams();
    if (params.tenant !== null) query.set('tenant', params.tenant);
    if (params.cartId !== null) query.set('cartId', params.cartId);
    query.set('lang', this.language);
    if (params.callbackUrl !== undefined) query.set('callbackUrl', params.callbackUrl);
    return `${params.origin ?? ''}/?${query.toString()}`;
  }

  /**
   * Opens the checkout and checks the document's language and direction (docs/product/screens.md).
   */
  async open(params: CheckoutUrlParams): Promise<void> {
    await this.page.goto(this.url(params));
    await expect(this.page.locator('html')).toHaveAttribute('lang', this.language);
    await expect(this.page.locator('html')).toHaveAttribute(
      'dir',
      this.language === 'ar' ? 'rtl' : 'ltr',
    );
  }

  /** Waits until "Initializing checkout..." is gone. */
  async waitUntilReady(): Promise<void> {
    await expect(this.page.getByText(this.t('Initializing checkout...'))).toBeHidden({
      timeout: 20_000,
    });
  }

  /** Opens the checkout of a cart made through the API and waits until it has loaded. */
  async openCart(cart: { id: string }, tenant: TenantName = 'demo'): Promise<void> {
    await this.open({ tenant, cartId: cart.id });
    await this.waitUntilReady();
  }

  /**
   * Opens a cart's checkout ready to pay: the shopper identified, `method` chosen and, unless
   * told otherwise, the terms accepted.
   */
  async readyToPay(
    cart: { id: string },
    shopper: Shopper,
    method: PaymentMethodLabel,
    { tenant = 'demo', acceptTerms = true }: { tenant?: TenantName; acceptTerms?: boolean } = {},
  ): Promise<void> {
    await this.openCart(cart, tenant);
    await this.identify(shopper, tenant);
    await expect(this.paymentMethod(method)).toBeEnabled({ timeout: 15_000 });
    await this.paymentMethod(method).check();
    if (acceptTerms) await this.terms.check();
  }

  get fullName(): Locator {
    return this.page.getByRole('textbox', { name: this.t('Full name') });
  }

  get mobileNumber(): Locator {
    return this.page.getByRole('textbox', { name: this.t('Mobile number') });
  }

  get sendCode(): Locator {
    return this.page.getByRole('button', { name: this.t('Send code') });
  }

  get verificationCode(): Locator {
    return this.page.getByRole('textbox', { name: this.t('Verification code') });
  }

  get verify(): Locator {
    return this.page.getByRole('button', { name: this.t('Verify') });
  }

  /** The payment-method radio group. */
  get paymentMethods(): Locator {
    return this.page.getByRole('radiogroup', { name: this.t('Payment method') });
  }

  /** The toast region ("Notifications"), where toasts such as "… copied to clipboard" appear. */
  get toasts(): Locator {
    return this.page.getByRole('region', { name: this.t('Notifications') });
  }

  paymentMethod(label: PaymentMethodLabel): Locator {
    return this.page.getByRole('radio', { name: this.t(label) });
  }

  get discountCode(): Locator {
    return this.page.getByRole('textbox', { name: this.t('Discount code') });
  }

  get applyDiscount(): Locator {
    return this.page.getByRole('button', { name: this.t('Apply'), exact: true });
  }

  get removeDiscount(): Locator {
    // Exact: the cart's lines have "Remove <product>" buttons of their own.
    return this.page.getByRole('button', { name: this.t('Remove'), exact: true });
  }

  get orderNotes(): Locator {
    return this.page.getByRole('textbox', { name: this.t('Order notes') });
  }

  /** The terms-and-conditions checkbox: its name includes the words "terms and conditions". */
  get terms(): Locator {
    return this.page.getByRole('checkbox', { name: this.t('terms and conditions') });
  }

  get transferorName(): Locator {
    return this.page.getByRole('textbox', { name: this.t('Transferor name') });
  }

  /** The receipt's file input (a file input has no role; its label names it). */
  get receipt(): Locator {
    return this.page.getByLabel(this.t('Bank receipt'));
  }

  confirmButton(label: ConfirmLabel): Locator {
    return this.page.getByRole('button', { name: this.t(label) });
  }

  /** An inline message (validation, status) by its exact text. */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /**
   * The identity step: the mobile number, "Send code", the code read from the dev outbox (the
   * field checks it by itself once its 6 digits are in, with no "Verify" press), then, for a new
   * customer only, "Full name" and "Continue" (docs/product/sign-in.md). Ends when the form is
   * gone (the shopper is identified).
   */
  async identify(shopper: Shopper, tenant: TenantName = 'demo'): Promise<void> {
    await this.mobileNumber.fill(shopper.mobile.local);
    const sentAfter = new Date();
    await this.sendCode.click();
    const code = await this.api.otpCode(tenant, shopper.mobile.e164, sentAfter);
    await this.verificationCode.fill(code);
    await expect(this.verificationCode).toBeHidden();
    // A new customer's name step replaces the code field at once; a returning one has none.
    if (await this.fullName.isVisible()) {
      await this.fullName.fill(shopper.name);
      await this.continueIdentity.click();
      await expect(this.fullName).toBeHidden();
    }
  }

  /** The identity form's "Continue", after a new customer's name. */
  get continueIdentity(): Locator {
    return this.page.getByRole('button', { name: this.t('Continue'), exact: true });
  }

  /** Applies a discount code and waits for "Discount applied". */
  async applyCoupon(code: string): Promise<void> {
    await this.discountCode.fill(code);
    await this.applyDiscount.click();
    await expect(this.page.getByText(this.t('Discount applied'))).toBeVisible();
  }

  /**
   * Confirms the order, waits for the order-confirmed page, and returns the order number (checked
   * against the server's cart) and the `paymentMethod` code the page submitted (1 cash, 3 bank
   * transfer). The submission is read from the request: the page may settle on the cart's
   * completed event rather than on the answer.
   */
  async confirmAndExpectOrder(
    label: ConfirmLabel,
    tenant: TenantName = 'demo',
  ): Promise<{ orderNumber: string; paymentMethod: string | null }> {
    const submitted = this.page.waitForRequest(
      (request) => request.method() === 'POST' && processPath.test(new URL(request.url()).pathname),
    );
    await this.confirmButton(label).click();
    const url = new URL((await submitted).url());
    const cartId = processPath.exec(url.pathname)?.[1] ?? '';
    const orderNumber = await this.expectOrderConfirmed(cartId, tenant);
    return { orderNumber, paymentMethod: url.searchParams.get('paymentMethod') };
  }

  /**
   * The access token the page keeps after the shopper verified their number
   * (docs/product/entities.md).
   */
  async accessToken(): Promise<string> {
    const token = await this.page.evaluate(
      (key) => localStorage.getItem(key),
      authStorageKeys.accessToken,
    );
    if (token === null) throw new Error('The page holds no access token');
    return token;
  }

  /**
   * The order-confirmed page (docs/product/screens.md) of cart `cartId`: the heading, and the order
   * number the server gave the completed cart. Returns that number.
   */
  async expectOrderConfirmed(cartId: string, tenant: TenantName = 'demo'): Promise<string> {
    await expect(this.page.getByRole('heading', { name: this.t('Order confirmed') })).toBeVisible({
      timeout: 30_000,
    });
    const cart = await this.api.getCart(tenant, cartId, await this.accessToken());
    expect(cart.status).toBe('completed');
    const orderNumber = cart.orderNumber ?? '';
    // The confirmation's own line (the tax invoice under it names the order too).
    await expect(this.page.getByTestId('order-number')).toHaveText(orderNumber);
    return orderNumber;
  }
}
