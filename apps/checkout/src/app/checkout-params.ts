import { resolveLanguage, type Language } from '@storefront/contracts';

/** The page's query parameters (docs/product/screens.md), read and checked. */
export interface CheckoutParams {
  tenant: string;
  cartId: string;
  /** Where a completed cart leads; the site root by default. */
  callbackUrl: string;
  language: Language;
  /** Hides the header; new carts are made with the mobile-app source. */
  isMobileApp: boolean;
  /** `cartItemsCount`: read, but it changes nothing (docs/product/screens.md). */
  cartItemsCount: number | null;
  /** `hostOrigin`: the host page's origin for the event bridge, if the host names it. */
  hostOrigin: string | null;
}

/**
 * A missing required parameter, named by its error code (the texts are docs/product/screens.md's).
 */
export type CheckoutParamsError = 'TENANT_NOT_PROVIDED' | 'CART_ID_NOT_PROVIDED';

/** The outcome of {@link parseCheckoutParams}; the language is known even when a parameter is missing. */
export type CheckoutParamsResult =
  | { ok: true; params: CheckoutParams }
  | { ok: false; error: CheckoutParamsError; language: Language };

const falseValues = new Set(['false', '0', 'no']);

/**
 * Where to send the shopper back to: `callbackUrl` when it is a path on this site or an http(s)
 * address, else the site root. Anything else (`javascript:`, `data:`) would run in this page.
 *
 * @example
 * safeCallbackUrl('javascript:alert(1)', 'https://shop.example.com'); // '/'
 */
export function safeCallbackUrl(value: string | null, origin: string): string {
  if (value === null || value.trim() === '') return '/';
  try {
    const url = new URL(value.trim(), origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '/';
  } catch {
    return '/';
  }
}

/**
 * Reads the query parameters of docs/product/screens.md: `tenant` and `cartId` are required
 * (checked in that order); `callbackUrl` defaults to the site root; `lang` or `language` gives
 * English only for `en` and Arabic for anything else; `isMobileApp` is on when present unless
 * `false`, `0` or `no`; `cartItemsCount` is read as a number.
 *
 * @example
 * parseCheckoutParams('?tenant=demo&cartId=42&lang=en', 'https://checkout.example.com');
 * // { ok: true, params: { tenant: 'demo', cartId: '42', callbackUrl: '/', language: 'en', … } }
 */
export function parseCheckoutParams(search: string, origin: string): CheckoutParamsResult {
  const query = new URLSearchParams(search);
  const read = (name: string) => {
    const value = query.get(name)?.trim();
    return value ? value : null;
  };
  const language = resolveLanguage(read('lang') ?? read('language'));
  const tenant = read('tenant');
  if (tenant === null) return { ok: false, error: 'TENANT_NOT_PROVIDED', language };
  const cartId = read('cartId');
  if (cartId === null) return { ok: false, error: 'CART_ID_NOT_PROVIDED', language };
  const mobileApp = query.get('isMobileApp');
  const count = Number(read('cartItemsCount'));
  return {
    ok: true,
    params: {
      tenant,
      cartId,
      callbackUrl: safeCallbackUrl(query.get('callbackUrl'), origin),
      language,
      isMobileApp: mobileApp !== null && !falseValues.has(mobileApp.trim().toLowerCase()),
      cartItemsCount: read('cartItemsCount') !== null && Number.isInteger(count) ? count : null,
      hostOrigin: read('hostOrigin'),
    },
  };
}
