import type { Language } from '@storefront/contracts';
import type { EmbedTexts } from '@storefront/sdk';
import i18next from 'i18next';

/**
 * The snippet's texts in `language`, from the storefront's dictionaries (`embed.*`; the embed
 * build keeps only those keys). i18next for the plural of the cart count: Arabic has six forms.
 *
 * @example
 * embedTexts('ar', { ar: arTexts }).cartCount(2); // 'منتجان في سلتك'
 */
export function embedTexts(
  language: Language,
  dictionaries: Record<Language, Record<string, string>>,
): EmbedTexts {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      ar: { translation: dictionaries.ar },
      en: { translation: dictionaries.en },
    },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return {
    widgetFrameTitle: i18n.t('embed.widgetFrameTitle'),
    checkoutLink: i18n.t('embed.checkoutLink'),
    cartCount: (count) => i18n.t('embed.cartCount', { count }),
  };
}
