import type { Page } from '@playwright/test';
import type { ConnectTokenResponse, ProcessCartResult } from '@storefront/contracts';
import { authStorageKeys } from '@storefront/sdk';
import type { StorefrontApi } from '../fixtures/storefront-api.ts';
import type { Shopper } from './checkout-page.ts';

/**
 * The shopper orders `cart` of tenant `demo` through the API, as the checkout would: signed in
 * with a code, named on the cart, paid cash. Their tokens come back for the calls that follow.
 *
 * @example
 * const { tokens, orderNumber } = await orderedThroughApi(api, shopper, cart);
 */
export async function orderedThroughApi(
  api: StorefrontApi,
  shopper: Shopper,
  cart: { id: string },
): Promise<ProcessCartResult & { tokens: ConnectTokenResponse }> {
  const { otpToken, tokens } = await api.signIn('demo', shopper.mobile.e164);
  await api.setCustomer('demo', cart.id, {
    name: shopper.name,
    mobileNumber: shopper.mobile.e164,
    otpToken,
    accessToken: tokens.access_token,
  });
  return { ...(await api.processWithCash('demo', cart.id, tokens.access_token)), tokens };
}

/**
 * The shopper ordered `cart` earlier in this browser: ordered through the API, their session kept
 * in the page's storage (as the checkout keeps it), so the next page the test opens is theirs.
 *
 * @example
 * await orderedInThisBrowser({ api, page, shopper }, await carts.create('merchandise'));
 */
export async function orderedInThisBrowser(
  { api, page, shopper }: { api: StorefrontApi; page: Page; shopper: Shopper },
  cart: { id: string },
): Promise<void> {
  const { tokens } = await orderedThroughApi(api, shopper, cart);
  await page.addInitScript(
    ({ keys, stored }) => {
      localStorage.setItem(keys.accessToken, stored.access_token);
      localStorage.setItem(keys.refreshToken, stored.refresh_token);
      localStorage.setItem(keys.refreshedAt, String(Date.now()));
    },
    { keys: authStorageKeys, stored: tokens },
  );
}
