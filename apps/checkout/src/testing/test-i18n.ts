import type { Language } from '@storefront/contracts';
import type { i18n } from 'i18next';
import { createI18n } from '../i18n/create-i18n.ts';
import ar from '../i18n/dictionary-ar.ts';
import en from '../i18n/dictionary-en.ts';

/**
 * The page's i18next instance as a test needs it at once: `language` with the English fallback
 * already added (the page loads its dictionaries as chunks; see `loadDictionary`).
 *
 * @example
 * const i18n = createTestI18n('ar');
 */
export function createTestI18n(language: Language): i18n {
  const instance = createI18n(language, language === 'ar' ? ar : en);
  instance.addResourceBundle(
    language === 'ar' ? 'en' : 'ar',
    'translation',
    language === 'ar' ? en : ar,
  );
  return instance;
}
