import { authStorageKeys } from '@storefront/sdk';
import { chromiumLaunchOptions } from '../browser/chromium-launch-options.ts';
import { expect, test } from '../fixtures/account-test.ts';
import { e2eOwnHost } from '../server/e2e-own-host.ts';

// The browser reaches the server under one of the product's own host names (the suite builds the
// checkout with it in VITE_OWN_HOSTS); it resolves to the server's address.
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...(chromiumLaunchOptions.args ?? []),
      `--host-resolver-rules=MAP ${e2eOwnHost} 127.0.0.1`,
    ],
  },
});

test('on an own host, log out and a refused refresh land on /{first path segment}/login', async ({
  account,
  baseURL,
  page,
  shopper,
}) => {
  const ownOrigin = new URL(baseURL ?? '');
  ownOrigin.hostname = e2eOwnHost;
  // In mobile-app mode: the header's tenant logo is an absolute address on the server's public
  // origin (127.0.0.1), which the page's CSP allows only from its own origin.
  const query = `${account.query()}&isMobileApp=true`;
  await page.goto(`${ownOrigin.origin}/login?${query}`);
  await account.signIn(shopper);
  expect(new URL(page.url()).hostname).toBe(e2eOwnHost);

  // From /account/orders the first segment is "account".
  const segmentLogin = new RegExp(`//${e2eOwnHost}:\\d+/account/login\\?${query}$`);
  await account.logOut.click();
  await expect(page).toHaveURL(segmentLogin);
  await expect(account.signInHeading).toBeVisible();
  expect(
    await page.evaluate((key) => localStorage.getItem(key), authStorageKeys.accessToken),
  ).toBeNull();

  // Signed in again from there, a refused refresh lands on the same page.
  await account.signIn(shopper);
  // The orders have loaded, so the next call is the one the spoiled session fails.
  await expect(account.message('You have no orders yet.')).toBeVisible();
  await account.spoilSession();
  await account.navLink('My details').click();
  await expect(page).toHaveURL(segmentLogin);
  await expect(account.signInHeading).toBeVisible();
});
