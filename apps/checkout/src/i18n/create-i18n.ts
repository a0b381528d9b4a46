import { fallbackLanguage, type Language } from '@storefront/contracts';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appTexts } from './app-texts.ts';
import { catalogueTexts } from './catalogues.ts';

/**
 * The page's i18next instance in `language`, English as the fallback for a missing text (spec
 * section 1). Keys are flat (`summary.title`), so the dotted validation keys need no nesting.
 * Ready on return: the page's own texts plus the error, rule and validation catalogues of
 * `@storefront/contracts` (see `catalogueTexts`), in both languages.
 *
 * @example
 * const i18n = createI18n('ar');
 * i18n.t('summary.itemCount', { count: 3 }); // '3 منتجات'
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: ['ar', 'en'],
    resources: {
      ar: { translation: { ...catalogueTexts('ar'), ...appTexts.ar } },
      en: { translation: { ...catalogueTexts('en'), ...appTexts.en } },
    },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
