import type { Language } from './language.ts';

/** One text in both interface languages. */
export type LocalizedText = Readonly<Record<Language, string>>;

/**
 * Picks a text's version in `language`, falling back to English when the language is not one of
 * ours or its text is empty (docs/product/overview.md: "English is the fallback language for
 * missing text").
 *
 * @example
 * localize({ ar: 'بنك الرياض', en: 'Riyad Bank' }, 'ar'); // 'بنك الرياض'
 */
export function localize(text: LocalizedText, language: string): string {
  const chosen = language === 'ar' || language === 'en' ? text[language] : '';
  return chosen === '' ? text.en : chosen;
}
