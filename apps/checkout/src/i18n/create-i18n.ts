import { fallbackLanguage, intlLocale, type Language } from '@storefront/contracts';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadDictionary, type Dictionary } from './load-dictionary.ts';

/**
 * The page's i18next instance in `language`, ready on return with `dictionary` (its texts, see
 * `loadDictionary`). Keys are flat (`summary.title`), so the dotted validation keys need no
 * nesting. English is the fallback for a missing text (docs/product/overview.md) once it is there:
 * an English page has it at once, an Arabic one adds it with {@link addLanguage} after its first
 * paint, so the first load carries one language only.
 *
 * @example
 * const i18n = createI18n('ar', await loadDictionary('ar'));
 * i18n.t('summary.itemCount', { count: 3 }); // '3 منتجات'
 */
export function createI18n(language: Language, dictionary: Dictionary): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: ['ar', 'en'],
    resources: { [language]: { translation: dictionary } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  formatWithPageLocale(instance);
  return instance;
}

/**
 * A text's `{{value, number}}` and `{{value, datetime}}` are written with the pages' locale tag,
 * as amounts and dates are: i18next's own formatters take the bare language, whose digits depend
 * on the browser's CLDR data (docs/decisions/0026-digits.md).
 */
function formatWithPageLocale(instance: i18n): void {
  const formatter = instance.services.formatter;
  formatter?.addCached('number', (language, options: Intl.NumberFormatOptions) => {
    const format = new Intl.NumberFormat(intlLocale(language ?? instance.language), options);
    return (value: number) => format.format(value);
  });
  formatter?.addCached('datetime', (language, options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(intlLocale(language ?? instance.language), options);
    return (value: Date | number) => format.format(value);
  });
}

/**
 * Loads `language`'s texts into `i18n` on demand (the fallback language, or a switch).
 *
 * @example
 * await addLanguage(i18n, 'en');
 */
export async function addLanguage(i18n: i18n, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loadDictionary(language));
}
