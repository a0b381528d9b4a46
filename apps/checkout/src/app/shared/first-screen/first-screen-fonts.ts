import type { Language } from '@storefront/contracts';
import arabicBoldFont from '../../../../.generated/fonts/noto-sans-arabic-core-700.woff2?url';
import arabicRegularFont from '../../../../.generated/fonts/noto-sans-arabic-core-400.woff2?url';
import latinRegularFont from '../../../../.generated/fonts/noto-sans-arabic-latin-core-400.woff2?url';
import latinBoldFont from '../../../../.generated/fonts/noto-sans-arabic-latin-core-700.woff2?url';

/**
 * The core font files a page's first screen draws its text with (its language's letters, and
 * Latin for digits, names and the spaces between Arabic words, in both weights: the Arabic page
 * draws bold Latin too, whose file the browser otherwise found only at layout, a round trip
 * later). On the checkout they are `optional` (vite/arabic-core-font.ts): used only if they are
 * there within the first ~100 ms of the text being drawn (docs/decisions/0046-first-screen-in-html.md,
 * 0047-widget-first-screen.md).
 */
const firstScreenFonts: Record<Language, readonly string[]> = {
  ar: [arabicRegularFont, arabicBoldFont, latinRegularFont, latinBoldFont],
  en: [latinRegularFont, latinBoldFont],
};

/**
 * The `<link rel="preload">` tags of the fonts a first screen in `language` is drawn with, for
 * the page's `<head>`.
 *
 * @example
 * html.replace('</head>', () => `${firstScreenFontPreloads('ar')}</head>`);
 */
export function firstScreenFontPreloads(language: Language): string {
  return firstScreenFonts[language]
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
    .join('');
}
