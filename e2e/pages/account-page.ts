import { expect, type Locator, type Page } from '@playwright/test';
import { authStorageKeys } from '@storefront/sdk';
import type { CheckoutTexts } from '../fixtures/checkout-texts.ts';
import type { StorefrontApi, TenantName } from '../fixtures/storefront-api.ts';
import type { Shopper } from './checkout-page.ts';

/** The account area's sections, by their English navigation texts. */
export type AccountSection =
  'Orders' | 'My details' | 'Saved presets' | 'Saved locations' | 'Packages and subscription';

/**
 * The account area (docs/product/account-pages.md) as a shopper sees it: the sign-in page, the
 * sections' navigation, log-out. Texts are looked up by their English wording, in the
 * project's language.
 */
export class AccountPage {
  constructor(
    readonly page: Page,
    readonly t: CheckoutTexts,
    readonly api: StorefrontApi,
  ) {}

  /** The query every account address carries: the tenant and the project's language. */
  query(tenant: TenantName = 'demo'): string {
    return `tenant=${tenant}&lang=${this.t.language}`;
  }

  /** Opens `path` (`/login`, `/account/orders`, …) with the tenant and language. */
  async open(path: string, tenant: TenantName = 'demo'): Promise<void> {
    await this.page.goto(`${path}?${this.query(tenant)}`);
  }

  get signInHeading(): Locator {
    return this.page.getByRole('heading', { name: this.t('Sign in'), level: 1 });
  }

  /**
   * Signs in on the sign-in page with a code from the dev outbox, naming a new customer when asked;
   * ends on "My orders". Says whether the page asked for a name (only a new customer's).
   */
  async signIn(shopper: Shopper, tenant: TenantName = 'demo'): Promise<{ askedName: boolean }> {
    await expect(this.signInHeading).toBeVisible();
    await this.page
      .getByRole('textbox', { name: this.t('Mobile number') })
      .fill(shopper.mobile.local);
    const sentAfter = new Date();
    await this.page.getByRole('button', { name: this.t('Send code') }).click();
    const code = await this.api.otpCode(tenant, shopper.mobile.e164, sentAfter);
    // A complete code is checked by itself: no "Verify" press (docs/decisions/0045).
    await this.page.getByRole('textbox', { name: this.t('Verification code') }).fill(code);
    // Only a new customer is asked for a name (docs/product/sign-in.md).
    const fullName = this.page.getByRole('textbox', { name: this.t('Full name') });
    await expect(
      this.page.getByRole('textbox', { name: this.t('Verification code') }),
    ).toBeHidden();
    const askedName = await fullName.isVisible();
    if (askedName) {
      await fullName.fill(shopper.name);
      await this.page.getByRole('button', { name: this.t('Continue'), exact: true }).click();
    }
    await expect(this.page).toHaveURL(/\/account\/orders\?/);
    return { askedName };
  }

  navLink(section: AccountSection): Locator {
    return this.page
      .getByRole('navigation', { name: this.t('Account sections') })
      .getByRole('link', { name: this.t(section), exact: true });
  }

  /** The heading every section screen starts with. */
  heading(english: string, values?: Record<string, string | number>): Locator {
    return this.page.getByRole('heading', { name: this.t(english, values), level: 1 });
  }

  /**
   * Spoils the page's session the way a failed refresh finds it: the server refuses the access
   * token (as an expired one) and the refresh token too (as a revoked one).
   */
  async spoilSession(): Promise<void> {
    await this.page.evaluate(
      ({ access, refresh }) => {
        localStorage.setItem(access, 'expired.access.token');
        localStorage.setItem(refresh, 'revoked-refresh-token');
      },
      { access: authStorageKeys.accessToken, refresh: authStorageKeys.refreshToken },
    );
  }

  get logOut(): Locator {
    return this.page.getByRole('button', { name: this.t('Log out') });
  }

  /** A button by its English text (exact). */
  button(english: string, values?: Record<string, string | number>): Locator {
    return this.page.getByRole('button', { name: this.t(english, values), exact: true });
  }

  textbox(english: string): Locator {
    return this.page.getByRole('textbox', { name: this.t(english), exact: true });
  }

  /** A status or message by its exact text. */
  message(english: string, values?: Record<string, string | number>): Locator {
    return this.page.getByText(this.t(english, values), { exact: true });
  }
}
