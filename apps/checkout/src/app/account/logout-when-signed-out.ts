import { ApiError } from '@storefront/sdk';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Leaves for the sign-in page (by `logout`) as soon as one of the account's queries fails with
 * 401: the session's refresh already failed then (the http-client refreshes once on a 401 and
 * the token refresher clears a refused refresh token), so nothing on these screens can load any
 * more. docs/product/account-pages.md: a failed refresh lands on the sign-in page. Returns the
 * unsubscribe function.
 *
 * @example
 * logoutWhenSignedOut(queryClient, sdk.auth.logout);
 */
export function logoutWhenSignedOut(queryClient: QueryClient, logout: () => void): () => void {
  let left = false;
  return queryClient.getQueryCache().subscribe((event) => {
    if (left || event.type !== 'updated' || event.action.type !== 'error') return;
    const error: unknown = event.action.error;
    if (error instanceof ApiError && error.status === 401) {
      left = true;
      logout();
    }
  });
}
