// No zod here: a page's start-up script resolves its language before zod has loaded (the
// schema is in language-schema.ts).

/**
 * `ar` or `en`: the two interface languages (docs/product/overview.md and validation.md: "only en
 * and ar accepted").
 */
export type Language = 'ar' | 'en';

/** Arabic is the default language (docs/product/constants.md). */
export const defaultLanguage: Language = 'ar';

/** English is the fallback language for missing text (docs/product/overview.md). */
export const fallbackLanguage: Language = 'en';

/** Writing direction of a language. */
export type TextDirection = 'rtl' | 'ltr';

/**
 * The language from a `lang` / `language` query value, a browser language or an
 * `Accept-Language` value: English (`en`, `EN`, `en-US`) gives English, anything else (including a
 * missing value or `fr`) gives Arabic (docs/product/screens.md: "Anything else gives ar"). Only the
 * primary subtag is read, so a browser's `en-GB` is English too.
 *
 * @example
 * resolveLanguage(new URLSearchParams(location.search).get('lang')); // 'ar' unless English
 */
export function resolveLanguage(value: unknown): Language {
  if (typeof value !== 'string') return 'ar';
  const primary = value
    .trim()
    .toLowerCase()
    .split(/[-_,;]/)[0];
  return primary === 'en' ? 'en' : 'ar';
}

/**
 * Right-to-left for Arabic, left-to-right for English (docs/product/screens.md).
 *
 * @example
 * document.documentElement.dir = directionOf('ar'); // 'rtl'
 */
export function directionOf(language: Language): TextDirection {
  return language === 'ar' ? 'rtl' : 'ltr';
}
