import { directionOf } from '@storefront/contracts';
import { renderToString } from 'react-dom/server';
import { createI18n } from '../../../i18n/create-i18n.ts';
import arabicTexts from '../../../i18n/dictionary-ar.ts';
import englishTexts from '../../../i18n/dictionary-en.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { withModulesAfterFirstPaint } from '../../shared/first-screen/first-paint-loader.ts';
import { firstScreenFontPreloads } from '../../shared/first-screen/first-screen-fonts.ts';
import { jsonBlock } from '../../shared/first-screen/json-block.ts';
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

// The API allows the loader by the hash of its text (docs/decisions/0046-first-screen-in-html.md).
export { firstPaintLoader } from '../../shared/first-screen/first-paint-loader.ts';

/** `&`, `<` and `>` as HTML text. */
function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
 * as it is. On a page rendered for its language (not hidden), the page's module script starts
 * after the first paint (`withModulesAfterFirstPaint`); the shop's fonts are the first screens'
 * (`firstScreenFontPreloads`), `optional` on this page (vite.shop.config.ts).
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
  const preloads = hiddenUntilConfirmed ? '' : firstScreenFontPreloads(language);
  return (
    // A static host's page keeps its module script: its host's CSP knows no loader's hash.
    (hiddenUntilConfirmed ? html : withModulesAfterFirstPaint(html))
      .replace(htmlTag, () => `<html lang="${language}" dir="${directionOf(language)}">`)
      .replace('</head>', () => `${preloads}</head>`)
      // Replaced by functions: a `$` in a product's name is text, not a replacement pattern.
      .replace(titleTag, () => `<title>${htmlText(title)}</title>`)
      .replace(
        root,
        () =>
          `${rootTag}${renderShopFirstScreen(rendered)}</div>` +
          jsonBlock(shopFirstScreenPropsId, rendered),
      )
  );
}
