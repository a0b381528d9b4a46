import { paymentReturnParam } from '@storefront/contracts';

/**
 * The checkout page's URL to come back to from a provider (the callback, success, cancel and
 * failure URLs): the page as it is, without a `paymentAttempt` parameter left by an earlier
 * return (the API adds a fresh one) and without its fragment, which is never sent to a server
 * and would swallow the parameters a provider appends.
 *
 * @example
 * returnUrlFor('https://shop.test/checkout?cartId=42&paymentAttempt=9f…#pay')
 * // 'https://shop.test/checkout?cartId=42'
 */
export function returnUrlFor(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.searchParams.delete(paymentReturnParam);
  url.hash = '';
  return url.href;
}

/**
 * The payment attempt the shopper just came back from (the API's `paymentAttempt` parameter on
 * the checkout URL), or null when the page was not opened by a return.
 *
 * @example paymentAttemptIdOf('https://shop.test/checkout?cartId=42&paymentAttempt=9f2a') // '9f2a'
 */
export function paymentAttemptIdOf(pageUrl: string): string | null {
  if (!URL.canParse(pageUrl)) return null;
  const attemptId = new URL(pageUrl).searchParams.get(paymentReturnParam);
  return attemptId === null || attemptId === '' ? null : attemptId;
}

/**
 * The page's URL without the `paymentAttempt` parameter the API added on the way back, so a
 * reload after "Try Again" does not confirm the old attempt again.
 *
 * @example
 * withoutReturnParam('https://shop.test/?tenant=demo&cartId=1&paymentAttempt=abc'); // 'https://shop.test/?tenant=demo&cartId=1'
 */
export function withoutReturnParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(paymentReturnParam);
  return url.href;
}
