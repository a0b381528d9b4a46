import { intlLocale } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { useMoneyDisplay } from '../../lib/money-display.tsx';

/** The tenant's VAT rate as the page language writes a percentage ("15%", "15٪"). */
function useVatPercent(): string | null {
  const language = useLanguage();
  const { taxPercentage } = useMoneyDisplay();
  if (taxPercentage === null) return null;
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent' }).format(
    taxPercentage / 100,
  );
}

/**
 * "VAT 15% included" under a total that has the tax in it (the cart's and the order's): the
 * E-Commerce Law's price breakdown with tax. Nothing until the page knows the tenant's rate.
 *
 * @example
 * <VatIncluded className="text-xs" />
 */
export function VatIncluded({ className }: { className?: string }) {
  const { t } = useTranslation();
  const percent = useVatPercent();
  if (percent === null) return null;
  return (
    <p data-testid="vat-included" className={className}>
      {t('money.vatIncluded', { percent })}
    </p>
  );
}

/**
 * "VAT 15% is added at checkout" under a widget's price, which is before tax: the cart adds the
 * tenant's tax (docs/product/flows.md), so the checkout's total is the one that includes it.
 *
 * @example
 * <VatAddedAtCheckout className="text-xs" />
 */
export function VatAddedAtCheckout({ className }: { className?: string }) {
  const { t } = useTranslation();
  const percent = useVatPercent();
  if (percent === null) return null;
  return (
    <p data-testid="vat-added-at-checkout" className={className}>
      {t('money.vatAddedAtCheckout', { percent })}
    </p>
  );
}
