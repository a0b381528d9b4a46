import { z } from 'zod';

/** The two interface languages (spec sections 1 and 5: "only en and ar accepted"). */
export const languageSchema = z.enum(['ar', 'en']);

/** `ar` or `en`. */
export type Language = z.infer<typeof languageSchema>;

/** Arabic is the default language (spec section 9). */
export const defaultLanguage: Language = 'ar';

/** English is the fallback language for missing text (spec section 1). */
export const fallbackLanguage: Language = 'en';

/** Writing direction of a language. */
export type TextDirection = 'rtl' | 'ltr';

/**
 * The page language from a `lang` / `language` query value: `en` gives English, anything else
 * (including a missing value, `EN` or `fr`) gives Arabic (spec section 2).
 *
 * @example
 * resolveLanguage(new URLSearchParams(location.search).get('lang')); // 'ar' unless exactly 'en'
 */
export function resolveLanguage(value: unknown): Language {
  return value === 'en' ? 'en' : 'ar';
}

/**
 * Right-to-left for Arabic, left-to-right for English (spec section 2).
 *
 * @example
 * document.documentElement.dir = directionOf('ar'); // 'rtl'
 */
export function directionOf(language: Language): TextDirection {
  return language === 'ar' ? 'rtl' : 'ltr';
}
