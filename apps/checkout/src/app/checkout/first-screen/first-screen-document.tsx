import { directionOf } from '@storefront/contracts';
import { renderToString } from 'react-dom/server';
import { createI18n } from '../../../i18n/create-i18n.ts';
import arabicTexts from '../../../i18n/dictionary-ar.ts';
import englishTexts from '../../../i18n/dictionary-en.ts';
import { LanguageProviders } from '../../../i18n/language-providers.tsx';
import { CheckoutFirstScreen } from './checkout-first-screen.tsx';
import type { RenderedFirstScreen } from './first-screen-props.ts';
import { withModulesAfterFirstPaint } from '../../shared/first-screen/first-paint-loader.ts';
import { firstScreenFontPreloads } from '../../shared/first-screen/first-screen-fonts.ts';
import { jsonBlock } from '../../shared/first-screen/json-block.ts';
import { firstScreenPropsId } from './settle-first-screen.ts';

// The API allows the loader by the hash of its text (docs/decisions/0046-first-screen-in-html.md).
export { firstPaintLoader } from '../../shared/first-screen/first-paint-loader.ts';

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

/** How a page carries its first screen. */
export interface FirstScreenPlacement {
  /**
   * The build's file for a static host, which serves it for every language: the screen stays
   * `hidden` until the page's startup script sees that the page's language and mode are the
   * ones it was rendered for (else it removes it), so an English page never shows Arabic. Such a
   * page preloads no font (it does not know its language) and needs its app's code at once for
   * any other language; a page rendered for its language preloads that language's fonts and
   * starts its modules after the first paint.
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
  const preloads = hiddenUntilConfirmed ? '' : firstScreenFontPreloads(language);
  return (
    (hiddenUntilConfirmed ? html : withModulesAfterFirstPaint(html))
      .replace(htmlTag, () => `<html lang="${language}" dir="${directionOf(language)}">`)
      .replace('</head>', () => `${preloads}</head>`)
      // Replaced by functions: a `$` in a brand name is text, not a replacement pattern.
      .replace(
        root,
        () =>
          `${rootTag}${renderFirstScreen(rendered)}</div>${jsonBlock(firstScreenPropsId, rendered)}`,
      )
  );
}
