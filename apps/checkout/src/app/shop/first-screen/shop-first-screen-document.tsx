import { directionOf, type Language } from '@storefront/contracts';
import { renderToString } from 'react-dom/server';
import arabicBoldFont from '../../../../.generated/fonts/noto-sans-arabic-core-700.woff2?url';
import arabicRegularFont from '../../../../.generated/fonts/noto-sans-arabic-core-400.woff2?url';
import latinRegularFont from '../../../../.generated/fonts/noto-sans-arabic-latin-core-400.woff2?url';
import latinBoldFont from '../../../../.generated/fonts/noto-sans-arabic-latin-core-700.woff2?url';
import { createI18n } from '../../../i18n/create-i18n.ts';
import arabicTexts from '../../../i18n/dictionary-ar.ts';
import englishTexts from '../../../i18n/dictionary-en.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import type { ShopScreenRuntime } from '../shop-screen.tsx';
import { shopFirstScreenPropsId, type RenderedShopFirstScreen } from './shop-first-screen-props.ts';
import { ShopPageTree } from './shop-page-tree.tsx';

/** The shop's title key (as `startShop` sets it). */
const titleKey = 'shop.title';

// On the server nothing settles: effects do not run, so the screen shows what is known.
const never = new Promise<never>(() => undefined);

/** The screen's runtime on the server: the known data, and no request of its own. */
function serverRuntime(rendered: RenderedShopFirstScreen): ShopScreenRuntime {
  return {
    params: {
      tenant: rendered.tenant,
      language: rendered.language,
      isMobileApp: rendered.isMobileApp,
      productId: null,
    },
    settings: never,
    products: never,
    product: null,
    cart: never,
    known: { settings: rendered.settings, products: rendered.products },
  };
}

function i18nOf(rendered: RenderedShopFirstScreen) {
  return createI18n(rendered.language, rendered.language === 'ar' ? arabicTexts : englishTexts);
}

/**
 * Renders the shop's product list page to HTML with React's server renderer (docs/decisions/
 * 0048-shop-first-screen.md): the markup `hydrateRoot` expects from the client's `ShopPageTree`
 * with the same props.
 *
 * @example
 * renderShopFirstScreen({ language: 'en', tenant: 'demo', isMobileApp: false, settings, products });
 */
export function renderShopFirstScreen(rendered: RenderedShopFirstScreen): string {
  return renderToString(
    <ShopPageTree
      i18n={i18nOf(rendered)}
      queryClient={createQueryClient()}
      runtime={serverRuntime(rendered)}
    />,
  );
}

// JSON inside <script> ends at the first `</script`: `<` is written as its escape, which JSON reads back.
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** `&`, `<` and `>` as HTML text. */
function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The core font files the list is drawn with (its language's letters, and Latin for digits,
 * prices and names, regular and bold: the same files as the checkout's first screen), preloaded
 * with a page rendered for its language: the shop's fonts are `optional` (vite.shop.config.ts),
 * used only if they are there within the first ~100 ms of the text being drawn, as on the
 * checkout (docs/decisions/0046-first-screen-in-html.md).
 */
const listFonts: Record<Language, readonly string[]> = {
  ar: [arabicRegularFont, arabicBoldFont, latinRegularFont, latinBoldFont],
  en: [latinRegularFont, latinBoldFont],
};

function fontPreloads(language: Language): string {
  return listFonts[language]
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
    .join('');
}

/** How a page carries its first screen. */
export interface ShopFirstScreenPlacement {
  /**
   * The build's file for a static host, which serves it for every page: the screen stays `hidden`
   * until the shop's code sees that it was rendered for the page's language and mode (else it
   * removes it), so an English page never shows Arabic.
   */
  hiddenUntilConfirmed: boolean;
}

/**
 * The built `shop.html` with the first screen in its root element, the props it was rendered with
 * in a JSON block after it, the language, direction and title of the page, and (rendered for its
 * language) its fonts preloaded. A file without
 * those anchors (`<html …>`, `<title>…</title>` and an empty `<div id="root"></div>`) is returned
 * as it is. The page's module script is left as built.
 *
 * @example
 * const page = withShopFirstScreen(shopHtml, rendered, { hiddenUntilConfirmed: false });
 */
export function withShopFirstScreen(
  html: string,
  rendered: RenderedShopFirstScreen,
  { hiddenUntilConfirmed }: ShopFirstScreenPlacement,
): string {
  const root = '<div id="root"></div>';
  const htmlTag = /<html\b[^>]*>/;
  const titleTag = /<title>[^<]*<\/title>/;
  if (!html.includes(root) || !htmlTag.test(html) || !titleTag.test(html)) return html;
  const { language } = rendered;
  const title = i18nOf(rendered).t(titleKey);
  const rootTag = hiddenUntilConfirmed ? '<div id="root" hidden>' : '<div id="root">';
  // A static host's file serves every language: it cannot tell which fonts to preload.
  const preloads = hiddenUntilConfirmed ? '' : fontPreloads(language);
  return (
    html
      .replace(htmlTag, () => `<html lang="${language}" dir="${directionOf(language)}">`)
      .replace('</head>', () => `${preloads}</head>`)
      // Replaced by functions: a `$` in a product's name is text, not a replacement pattern.
      .replace(titleTag, () => `<title>${htmlText(title)}</title>`)
      .replace(
        root,
        () =>
          `${rootTag}${renderShopFirstScreen(rendered)}</div>` +
          `<script type="application/json" id="${shopFirstScreenPropsId}">${scriptSafeJson(rendered)}</script>`,
      )
  );
}
