import { resolveLanguage, type Language } from './language.ts';

/** The page's query parameters (docs/product/screens.md), read and checked. */
export interface CheckoutParams extends BootstrapParams {
  cartId: string;
  /**
   * Where the shopper goes on from the checkout ("Continue shopping", "Back to store", a completed
   * cart): the host's page when given, else the tenant's shop in the page language
   * (docs/product/embedding.md, "No dead ends").
   */
  callbackUrl: string;
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
 * address, else `fallback` (the site root unless given). Anything else (`javascript:`, `data:`)
 * would run in this page.
 *
 * @example
 * safeCallbackUrl('javascript:alert(1)', 'https://shop.example.com'); // '/'
 */
export function safeCallbackUrl(value: string | null, origin: string, fallback = '/'): string {
  if (value === null || value.trim() === '') return fallback;
  try {
    const url = new URL(value.trim(), origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The tenant's shop on the storefront's own origin, in a language (docs/product/shop.md): where
 * the shopper goes on when the page was given no `callbackUrl`, never the bare site root, which
 * names no store (docs/product/embedding.md, "No dead ends").
 *
 * @example
 * shopPagePath({ tenant: 'demo', language: 'en' }); // '/shop.html?tenant=demo&lang=en'
 */
export function shopPagePath(params: { tenant: string; language: Language }): string {
  const query = new URLSearchParams({ tenant: params.tenant, lang: params.language });
  return `/shop.html?${query.toString()}`;
}

/**
 * The storefront's home in a language: for a page that names no store, where the shopper can
 * choose one (the demo server answers it with the demo shop, docs/product/runtime.md).
 *
 * @example
 * homePagePath('en'); // '/?lang=en'
 */
export function homePagePath(language: Language): string {
  return `/?${new URLSearchParams({ lang: language }).toString()}`;
}

/** The parameters every entry of the app reads (docs/product/screens.md): tenant, language, mobile-app mode. */
export interface BootstrapParams {
  tenant: string;
  language: Language;
  /** Hides the header. */
  isMobileApp: boolean;
}

/** The outcome of {@link parseBootstrapParams}; the language is known even without a tenant. */
export type BootstrapParamsResult =
  | { ok: true; params: BootstrapParams; query: URLSearchParams }
  | { ok: false; error: 'TENANT_NOT_PROVIDED'; language: Language };

function readParam(query: URLSearchParams, name: string): string | null {
  const value = query.get(name)?.trim();
  return value ? value : null;
}

/**
 * The rules the checkout and the account area share: `tenant` is required; `lang` or `language`
 * gives English only for `en` and Arabic for anything else; `isMobileApp` is on when present
 * unless `false`, `0` or `no`.
 *
 * @example
 * parseBootstrapParams('?tenant=demo&lang=en'); // { ok: true, params: { tenant: 'demo', language: 'en', isMobileApp: false }, … }
 */
export function parseBootstrapParams(search: string): BootstrapParamsResult {
  const query = new URLSearchParams(search);
  const language = resolveLanguage(readParam(query, 'lang') ?? readParam(query, 'language'));
  const tenant = readParam(query, 'tenant');
  if (tenant === null) return { ok: false, error: 'TENANT_NOT_PROVIDED', language };
  const mobileApp = query.get('isMobileApp');
  return {
    ok: true,
    query,
    params: {
      tenant,
      language,
      isMobileApp: mobileApp !== null && !falseValues.has(mobileApp.trim().toLowerCase()),
    },
  };
}

/**
 * Reads the query parameters of docs/product/screens.md: the bootstrap ones of
 * {@link parseBootstrapParams}, then `cartId` (required, checked after `tenant`); `callbackUrl`
 * defaults to the tenant's shop in the page language ({@link shopPagePath}); `cartItemsCount` is read as a number.
 *
 * @example
 * parseCheckoutParams('?tenant=demo&cartId=42&lang=en', 'https://checkout.example.com');
 * // { ok: true, params: { tenant: 'demo', cartId: '42', callbackUrl: '/shop.html?tenant=demo&lang=en', language: 'en', … } }
 */
export function parseCheckoutParams(search: string, origin: string): CheckoutParamsResult {
  const bootstrap = parseBootstrapParams(search);
  if (!bootstrap.ok) return bootstrap;
  const { query, params } = bootstrap;
  const cartId = readParam(query, 'cartId');
  if (cartId === null) {
    return { ok: false, error: 'CART_ID_NOT_PROVIDED', language: params.language };
  }
  const count = Number(readParam(query, 'cartItemsCount'));
  return {
    ok: true,
    params: {
      ...params,
      cartId,
      callbackUrl: safeCallbackUrl(query.get('callbackUrl'), origin, shopPagePath(params)),
      cartItemsCount:
        readParam(query, 'cartItemsCount') !== null && Number.isInteger(count) ? count : null,
      hostOrigin: readParam(query, 'hostOrigin'),
    },
  };
}
