import { directionOf, type Language } from '@storefront/contracts';
import { escapeAttribute, escapeText } from 'entities';

/** What the checkout page's header shows: the tenant's brand, as its settings give it. */
export interface PageShellBrand {
  language: Language;
  brandName: string;
  /** An address of the page's own origin, or null for the brand name as text. */
  logoUrl: string | null;
}

/**
 * The checkout's first screen frame and header as the app renders them (`CheckoutShell` and
 * `CheckoutHeader` in apps/checkout/src, same elements and classes): sent inside the page's root
 * element, it paints the tenant's header before the app's code has loaded, and the app's first
 * render takes its place without moving it (an e2e test compares the two and the layout shift).
 */
function shellMarkup({ brandName, logoUrl }: PageShellBrand): string {
  const brand = logoUrl
    ? // `src` last, where React's DOM puts it (it sets an image's other attributes first).
      `<img alt="${escapeAttribute(brandName)}" fetchpriority="high" class="h-10 w-auto max-w-48 object-contain" src="${escapeAttribute(logoUrl)}">`
    : `<span class="text-xl font-bold text-slate-900">${escapeText(brandName)}</span>`;
  return (
    '<div class="flex min-h-screen flex-col"><header class="border-b border-slate-200 bg-white">' +
    `<div class="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">${brand}</div>` +
    '</header></div>'
  );
}

/**
 * The built `index.html` with the page's language and direction on `<html>` and the header of
 * {@link shellMarkup} in its empty root element (docs/decisions/0013-first-render.md). The tenant's
 * header is what a shopper sees first and often the page's largest paint; without this it waits
 * for the app's code, the settings and a render. A page without those anchors is left as it is.
 *
 * @example
 * const html = withPageShell(indexHtml, { language: 'en', brandName: 'Demo Store', logoUrl });
 */
export function withPageShell(html: string, brand: PageShellBrand): string {
  const root = '<div id="root"></div>';
  const htmlTag = /<html\b[^>]*>/;
  if (!html.includes(root) || !htmlTag.test(html)) return html;
  return html
    .replace(htmlTag, `<html lang="${brand.language}" dir="${directionOf(brand.language)}">`)
    .replace(root, `<div id="root">${shellMarkup(brand)}</div>`);
}
