import { expect, type Page } from '@playwright/test';

/**
 * The payment sandbox's pages (apps/payment-sandbox): each provider's own page, in the
 * language the checkout asked for or English, so buttons are found by either name.
 */
const buttons = {
  authenticate: /^(Authenticate|مصادقة)$/,
  fail: /^(Fail|فشل)$/,
  tabbyPay: /^(Pay|ادفع)$/,
  tabbyCancel: /^(Cancel|إلغاء)$/,
  tamaraApprove: /^(Approve|موافقة)$/,
  tamaraDecline: /^(Decline|رفض)$/,
} as const;

/** A button of a provider page. */
export type ProviderButton = keyof typeof buttons;

/** The origin of the payment sandbox the global setup started beside the server. */
export function sandboxOrigin(): string {
  const url = process.env['E2E_SANDBOX_URL'];
  if (!url) throw new Error('E2E_SANDBOX_URL is not set: run through playwright.config.ts');
  return new URL(url).origin;
}

/**
 * Waits for the provider's page (on the sandbox's origin) and presses one of its buttons; `page`
 * may be the frame a tenant's site shows the checkout in.
 */
export async function pressOnProviderPage(
  page: Pick<Page, 'waitForURL' | 'getByRole'>,
  button: ProviderButton,
): Promise<void> {
  await page.waitForURL((url) => url.origin === sandboxOrigin(), { timeout: 20_000 });
  await page.getByRole('button', { name: buttons[button] }).click();
}

/** The provider page is showing (used before a reload on it). */
export async function expectProviderPage(page: Page, button: ProviderButton): Promise<void> {
  await page.waitForURL((url) => url.origin === sandboxOrigin(), { timeout: 20_000 });
  await expect(page.getByRole('button', { name: buttons[button] })).toBeVisible();
}
