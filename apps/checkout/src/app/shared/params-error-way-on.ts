import {
  homePagePath,
  parseBootstrapParams,
  safeCallbackUrl,
  shopPagePath,
  type CheckoutParamsError,
  type Language,
} from '@storefront/contracts';

/** The link an error screen offers: where it leads, and its text's key. */
export interface WayOn {
  href: string;
  labelKey: 'app.backToStore' | 'app.goHome';
}

/**
 * Where a checkout that cannot start sends the shopper on (docs/product/screens.md, "No dead
 * ends"): the host's `callbackUrl` when the address gives a usable one; else, with the tenant
 * known (no cart id), the tenant's shop; else the storefront's home. Each in the page language.
 *
 * @example
 * paramsErrorWayOn('CART_ID_NOT_PROVIDED', '?tenant=demo&lang=en', 'https://s.example', 'en');
 * // { href: '/shop.html?tenant=demo&lang=en', labelKey: 'app.backToStore' }
 */
export function paramsErrorWayOn(
  error: CheckoutParamsError,
  search: string,
  origin: string,
  language: Language,
): WayOn {
  const callbackUrl = safeCallbackUrl(new URLSearchParams(search).get('callbackUrl'), origin, '');
  if (callbackUrl !== '') return { href: callbackUrl, labelKey: 'app.backToStore' };
  const bootstrap = parseBootstrapParams(search);
  if (error === 'CART_ID_NOT_PROVIDED' && bootstrap.ok) {
    return { href: shopPagePath(bootstrap.params), labelKey: 'app.backToStore' };
  }
  return { href: homePagePath(language), labelKey: 'app.goHome' };
}
