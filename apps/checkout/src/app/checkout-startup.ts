import type { Language } from '@storefront/contracts';
import { apiPaths, prefetchApiGets } from '@storefront/sdk';
import arabicRegularFont from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url';
import { loadDictionary, type Dictionary } from '../i18n/load-dictionary.ts';
import { apiBaseUrlOf } from './api-base-url.ts';
import { parseCheckoutParams, type CheckoutParamsResult } from './checkout-params.ts';

/** What the page starts before its code has loaded. */
export interface CheckoutStartup {
  parsed: CheckoutParamsResult;
  language: Language;
  /** The page's texts in its language, downloading (see `loadDictionary`). */
  dictionary: Promise<Dictionary>;
  /** For the page's SDK: hands over the cart and settings answers already under way. */
  fetch: typeof globalThis.fetch | undefined;
}

let started: CheckoutStartup | undefined;

/**
 * Starts, once per page, what the first paint waits for besides the code: the cart and settings
 * requests (through the SDK's `prefetchApiGets`, with the headers its http-client sends), the
 * texts of the page language, and for Arabic the regular Arabic font. The small `startup` entry
 * calls it as soon as it arrives (an async module script: the CSP allows no inline script), in
 * parallel with the download of the app; the app calls it again and gets the same promises (or
 * starts them, should it run first).
 *
 * @example
 * const { parsed, dictionary, fetch } = checkoutStartup();
 */
export function checkoutStartup(): CheckoutStartup {
  started ??= begin();
  return started;
}

function begin(): CheckoutStartup {
  const { location, localStorage, document } = window;
  const parsed = parseCheckoutParams(location.search, location.origin);
  const language = parsed.ok ? parsed.params.language : parsed.language;
  // Preloaded from here, not index.html: only an Arabic page needs it, and its text waits for it.
  if (language === 'ar') preloadFont(document, arabicRegularFont);
  let fetch: typeof globalThis.fetch | undefined;
  if (parsed.ok) {
    const { tenant, cartId } = parsed.params;
    fetch = prefetchApiGets({
      baseUrl: apiBaseUrlOf(import.meta.env.VITE_API_BASE_URL, location.origin),
      tenant,
      language,
      storage: localStorage,
      paths: [apiPaths.cart(cartId), apiPaths.paymentAndTaxSettings],
    }).fetch;
  }
  return { parsed, language, dictionary: loadDictionary(language), fetch };
}

function preloadFont(document: Document, href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'font');
  link.type = 'font/woff2';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}
