import { resolveLanguage, type Language } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The page language (`ar` or `en`), for formatting money and dates.
 *
 * @example
 * const language = useLanguage();
 * formatMoney(cart.totalAmount, language);
 */
export function useLanguage(): Language {
  return resolveLanguage(useTranslation().i18n.language);
}
