import { directionOf, type Language } from '@storefront/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createI18n } from '../../../i18n/create-i18n.ts';
import arabicTexts from '../../../i18n/dictionary-ar.ts';
import englishTexts from '../../../i18n/dictionary-en.ts';
import { LanguageProviders } from '../../../i18n/language-providers.tsx';
import { withModulesAfterFirstPaint } from '../../shared/first-screen/first-paint-loader.ts';
import { firstScreenFontPreloads } from '../../shared/first-screen/first-screen-fonts.ts';
import { jsonBlock } from '../../shared/first-screen/json-block.ts';
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

// The API allows the loader by the hash of its text (docs/decisions/0046-first-screen-in-html.md).
export { firstPaintLoader } from '../../shared/first-screen/first-paint-loader.ts';

// The title the page sets itself (`widget.title`), there from the start.
function escapedText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The built `widget.html` with the first screen rendered for the page in its root element, the
 * props it was rendered with in a JSON block after it, the language, direction and title the
 * page would set, and the fonts the screen is drawn with preloaded (`firstScreenFontPreloads`: in
 * Chrome with a phone's viewport, the description drawn first in the device's font measured
 * smaller than the reservation widget's calendar heading, which then became the largest paint,
 * 2.3 s against 0.9 s). Its module scripts start after the first paint (`withModulesAfterFirstPaint`).
 * A file without those anchors
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
  return withModulesAfterFirstPaint(html)
    .replace(htmlTag, () => `<html lang="${language}" dir="${directionOf(language)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedText(title)}</title>`)
    .replace('</head>', () => `${firstScreenFontPreloads(language)}</head>`)
    .replace(
      root,
      () =>
        `<div id="root">${renderWidgetFirstScreen(rendered)}</div>` +
        jsonBlock(widgetFirstScreenPropsId, rendered),
    );
}
