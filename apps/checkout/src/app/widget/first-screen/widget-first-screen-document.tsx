import { directionOf, type Language } from '@storefront/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import arabicBoldFont from '../../../../.generated/fonts/noto-sans-arabic-core-700.woff2?url';
import arabicRegularFont from '../../../../.generated/fonts/noto-sans-arabic-core-400.woff2?url';
import latinRegularFont from '../../../../.generated/fonts/noto-sans-arabic-latin-core-400.woff2?url';
import latinBoldFont from '../../../../.generated/fonts/noto-sans-arabic-latin-core-700.woff2?url';
import { createI18n } from '../../../i18n/create-i18n.ts';
import arabicTexts from '../../../i18n/dictionary-ar.ts';
import englishTexts from '../../../i18n/dictionary-en.ts';
import { LanguageProviders } from '../../../i18n/language-providers.tsx';
import { WidgetFirstScreen } from './widget-first-screen.tsx';
import {
  widgetFirstScreenPropsId,
  type RenderedWidgetFirstScreen,
} from './widget-first-screen-props.ts';

function i18nOf(language: Language) {
  return createI18n(language, language === 'ar' ? arabicTexts : englishTexts);
}

/**
 * Renders the widget page's first screen to HTML with React's server renderer (the server side
 * of docs/decisions/0047-widget-first-screen.md): the markup the client's `hydrateRoot` expects,
 * in the same providers the page renders in (`hydrateStorefrontPage`).
 *
 * @example
 * renderWidgetFirstScreen({ language: 'en', productId: 'p1', product: { name: 'Massage', description: 'One hour.', imageUrl: null } });
 */
export function renderWidgetFirstScreen({ language, product }: RenderedWidgetFirstScreen): string {
  const i18n = i18nOf(language);
  return renderToString(
    <StrictMode>
      <LanguageProviders i18n={i18n}>
        <WidgetFirstScreen product={product} />
      </LanguageProviders>
    </StrictMode>,
  );
}

// JSON inside <script> ends at the first `</script`: `<` is written as its escape, which JSON reads back.
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

// The title the page sets itself (`widget.title`), there from the start.
function escapedText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The font files the first screen draws its text with (its language's core subsets in regular and
 * bold, the name being bold; Latin's in both weights, whose range holds the space and the digits),
 * preloaded with the page so that the text is drawn in them from the first paint. Drawn first in
 * the device's font and then in Noto, the description measured smaller than the reservation
 * widget's calendar heading, and the page's largest paint moved to that heading when the widget
 * came (2.3 s against 0.9 s, Chrome, a phone's viewport, Arabic). An Arabic name's spaces take
 * Latin bold: not preloaded, it was asked for only once the stylesheet was in, last before the
 * paint in Lighthouse's model.
 */
const firstScreenFonts: Record<Language, readonly string[]> = {
  ar: [arabicRegularFont, arabicBoldFont, latinRegularFont, latinBoldFont],
  en: [latinRegularFont, latinBoldFont],
};

function fontPreloads(language: Language): string {
  return firstScreenFonts[language]
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
    .join('');
}

/**
 * The built `widget.html` with the first screen rendered for the page in its root element, the
 * props it was rendered with in a JSON block after it, the language, direction and title the
 * page would set, and the fonts the screen is drawn with preloaded. The page's scripts are left as they are. A file without those anchors
 * (`<html …>` and an empty `<div id="root"></div>`) is returned as it is.
 *
 * @example
 * const page = withWidgetFirstScreen(widgetHtml, rendered);
 */
export function withWidgetFirstScreen(html: string, rendered: RenderedWidgetFirstScreen): string {
  const root = '<div id="root"></div>';
  const htmlTag = /<html\b[^>]*>/;
  if (!html.includes(root) || !htmlTag.test(html)) return html;
  const { language } = rendered;
  const title = i18nOf(language).t('widget.title');
  // Replaced by functions: a `$` in a product's name is text, not a replacement pattern.
  return html
    .replace(htmlTag, () => `<html lang="${language}" dir="${directionOf(language)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedText(title)}</title>`)
    .replace('</head>', () => `${fontPreloads(language)}</head>`)
    .replace(
      root,
      () =>
        `<div id="root">${renderWidgetFirstScreen(rendered)}</div>` +
        `<script type="application/json" id="${widgetFirstScreenPropsId}">${scriptSafeJson(rendered)}</script>`,
    );
}
