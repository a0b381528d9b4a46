import {
  formatMoney,
  type Language,
  parseCheckoutParams,
  type CheckoutParamsResult,
} from '@storefront/contracts';
import { apiPaths, prefetchApiGets, requestUrl } from '@storefront/sdk';
import arabicRegularFont from '../../../.generated/fonts/noto-sans-arabic-core-400.woff2?url';
import { loadDictionary, type Dictionary } from '../../i18n/load-dictionary.ts';
import { afterNextPaint } from '../../lib/after-next-paint.ts';
import { apiBaseMetaOf, apiBaseUrlOf } from '../shared/api-base-url.ts';
import { settleFirstScreen } from './first-screen/settle-first-screen.ts';

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
 * Starts, once per page, what the app's first render waits for besides the code: the cart and
 * settings requests (through the SDK's `prefetchApiGets`, with the headers its http-client sends),
 * the texts of the page language, for Arabic the regular Arabic font (once the page has painted
 * its header), and the tenant logo once the settings name it. The small `startup` entry
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
  settleFirstScreen(document, language, parsed.ok && parsed.params.isMobileApp);
  // Preloaded from here, not index.html: only an Arabic page needs it. After the first paint,
  // which shows the tenant's header and no Arabic text of the app's (docs/decisions/0013), so
  // it takes no bandwidth from the stylesheet and code; it still arrives long before the app's
  // first render, which waits for the code and the cart.
  if (language === 'ar') afterNextPaint(window, () => preloadFont(document, arabicRegularFont));
  let fetch: typeof globalThis.fetch | undefined;
  if (parsed.ok) {
    const { tenant, cartId } = parsed.params;
    const baseUrl = apiBaseUrlOf(
      { runTime: apiBaseMetaOf(document), buildTime: import.meta.env.VITE_API_BASE_URL },
      location.origin,
    );
    const prefetching = prefetchApiGets({
      baseUrl,
      tenant,
      language,
      storage: localStorage,
      paths: [apiPaths.cart(cartId), apiPaths.paymentAndTaxSettings],
    });
    fetch = prefetching.fetch;
    preloadLogo(document, prefetching.peek(requestUrl(baseUrl, apiPaths.paymentAndTaxSettings)));
  }
  const dictionary = loadDictionary(language);
  // The first money format builds the runtime's currency formatter, a long piece of work: done
  // while the requests and the app's code are on their way, not in the first render's task, and
  // after the first paint, which it would delay. On a page the API rendered, the inline loader's
  // worker has already had `Intl` load its data (first-paint-loader.ts, intl-warm-up.ts), so
  // this only makes the formatter the app keeps; on a page sent as built it is the whole warm-up.
  afterNextPaint(window, () => formatMoney(0, language));
  return { parsed, language, dictionary, fetch };
}

/**
 * The tenant logo is often the page's largest paint, and its URL is in the settings: fetched as
 * soon as they arrive rather than once the app has rendered the header. The answer is only
 * peeked at here (the app still checks it with its schema); anything unexpected preloads nothing.
 */
function preloadLogo(document: Document, settings: Promise<Response> | undefined): void {
  settings
    ?.then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((body) => {
      const logoUrl = (body as { logoUrl?: unknown } | null)?.logoUrl;
      if (typeof logoUrl !== 'string' || !/^https?:/.test(logoUrl)) return;
      // A first screen from the server already draws it, at the priority it chose
      // (docs/decisions/0046-first-screen-in-html.md, "The logo after the fonts").
      if (pageShowsImage(document, logoUrl)) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'image');
      link.setAttribute('fetchpriority', 'high');
      link.href = logoUrl;
      document.head.append(link);
    })
    .catch(() => undefined);
}

/** Whether an `<img>` of the page already loads `url`. */
function pageShowsImage(document: Document, url: string): boolean {
  const wanted = new URL(url, document.baseURI).href;
  return Array.from(document.images).some((image) => image.src === wanted);
}

function preloadFont(document: Document, href: string): void {
  // A page the API rendered for its language preloads its fonts in its head (decision 0046).
  const wanted = new URL(href, document.baseURI).href;
  const preloaded = document.head.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="font"]',
  );
  if (Array.from(preloaded).some((link) => link.href === wanted)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'font');
  link.type = 'font/woff2';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}
