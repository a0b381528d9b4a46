import latinBoldFont from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-latin-700-normal.woff2?url';
import latinRegularFont from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-latin-400-normal.woff2?url';
import { directionOf, type Language } from '@storefront/contracts';
import { renderToString } from 'react-dom/server';
import arabicBoldFont from '../../../../.generated/fonts/noto-sans-arabic-core-700.woff2?url';
import arabicRegularFont from '../../../../.generated/fonts/noto-sans-arabic-core-400.woff2?url';
import { createI18n } from '../../../i18n/create-i18n.ts';
import arabicTexts from '../../../i18n/dictionary-ar.ts';
import englishTexts from '../../../i18n/dictionary-en.ts';
import { LanguageProviders } from '../../../i18n/language-providers.tsx';
import { CheckoutFirstScreen } from './checkout-first-screen.tsx';
import type { RenderedFirstScreen } from './first-screen-props.ts';
import { appEntryId, firstScreenPropsId } from './settle-first-screen.ts';

/**
 * Renders the checkout's first screen to HTML with React's server renderer (the server side of
 * docs/decisions/0046-first-screen-in-html.md): the markup the client's `hydrateRoot` expects.
 *
 * @example
 * renderFirstScreen({ language: 'en', brand: null, isMobileApp: false, paymentMethods: ['cash'] });
 */
export function renderFirstScreen({ language, ...props }: RenderedFirstScreen): string {
  const i18n = createI18n(language, language === 'ar' ? arabicTexts : englishTexts);
  return renderToString(
    <LanguageProviders i18n={i18n}>
      <CheckoutFirstScreen {...props} />
    </LanguageProviders>,
  );
}

// JSON inside <script> ends at the first `</script`: `<` is written as its escape, which JSON reads back.
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The font files a page's first screen draws its text with (its language's letters, and Latin
 * for digits and names), preloaded with the page: the fonts are `optional` (vite/arabic-core-font.ts),
 * used only if they are there within the first ~100 ms of the text being drawn.
 */
const firstScreenFonts: Record<Language, readonly string[]> = {
  ar: [arabicRegularFont, arabicBoldFont, latinRegularFont],
  en: [latinRegularFont, latinBoldFont],
};

function fontPreloads(language: Language): string {
  return firstScreenFonts[language]
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
    .join('');
}

/**
 * `html` with the app's entry (the page's module script that is not `async`: the startup script
 * is) started by the startup script after the first paint rather than by the page, and fetched
 * at low priority (docs/decisions/0046-first-screen-in-html.md). Under a first screen rendered for
 * the page, the entry is not needed for the first paint; run as a module script of the page, its
 * 160 KB ran (compiled, evaluated) before the browser could paint, and at its default priority
 * it took the phone's bandwidth from the stylesheet and the fonts the first screen is drawn with.
 * Its address goes in a JSON block (`appEntryId`) the startup script reads.
 */
function withAppEntryAfterFirstPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry?.[1]) return html;
  const src = entry[1];
  // Downloaded from the start (low priority), run once the startup script imports it.
  const preload = `<link rel="modulepreload" crossorigin fetchpriority="low" href="${src}">`;
  return html
    .replace(`<link rel="modulepreload" crossorigin href="${src}">`, '')
    .replace(
      entry[0],
      () =>
        `<script type="application/json" id="${appEntryId}">${scriptSafeJson(src)}</script>${preload}`,
    );
}

/** How a page carries its first screen. */
export interface FirstScreenPlacement {
  /**
   * The build's file for a static host, which serves it for every language: the screen stays
   * `hidden` until the page's startup script sees that the page's language and mode are the
   * ones it was rendered for (else it removes it), so an English page never shows Arabic. Such a
   * page preloads no font (it does not know its language) and needs its app's code at once for
   * any other language; a page rendered for its language preloads that language's fonts and
   * has its startup script start the app after the first paint.
   */
  hiddenUntilConfirmed: boolean;
}

/**
 * The built `index.html` with the first screen in its root element, the props it was rendered
 * with in a JSON block after it, the language and direction on `<html>`, and its fonts preloaded. A file without those
 * anchors (`<html …>` and an empty `<div id="root"></div>`) is returned as it is.
 *
 * @example
 * const page = withFirstScreen(indexHtml, rendered, { hiddenUntilConfirmed: false });
 */
export function withFirstScreen(
  html: string,
  rendered: RenderedFirstScreen,
  { hiddenUntilConfirmed }: FirstScreenPlacement,
): string {
  const root = '<div id="root"></div>';
  const htmlTag = /<html\b[^>]*>/;
  if (!html.includes(root) || !htmlTag.test(html)) return html;
  const { language } = rendered;
  const rootTag = hiddenUntilConfirmed ? '<div id="root" hidden>' : '<div id="root">';
  const preloads = hiddenUntilConfirmed ? '' : fontPreloads(language);
  return (
    (hiddenUntilConfirmed ? html : withAppEntryAfterFirstPaint(html))
      .replace(htmlTag, () => `<html lang="${language}" dir="${directionOf(language)}">`)
      .replace('</head>', () => `${preloads}</head>`)
      // Replaced by functions: a `$` in a brand name is text, not a replacement pattern.
      .replace(
        root,
        () =>
          `${rootTag}${renderFirstScreen(rendered)}</div>` +
          `<script type="application/json" id="${firstScreenPropsId}">${scriptSafeJson(rendered)}</script>`,
      )
  );
}
