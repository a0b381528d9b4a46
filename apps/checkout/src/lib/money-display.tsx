import { formatMoney } from '@storefront/contracts';
import { createContext, use, useCallback, type ReactNode } from 'react';
import { useLanguage } from '../i18n/use-language.ts';

/** What the tenant's settings say about showing money. */
export interface MoneyDisplay {
  /** `settings.riyalSign`: the Saudi riyal sign instead of the code (off until the settings say). */
  riyalSign: boolean;
  /** `settings.taxPercentage`, for "VAT 15% included"; null until the page knows it. */
  taxPercentage: number | null;
}

const MoneyDisplayContext = createContext<MoneyDisplay>({ riyalSign: false, taxPercentage: null });

/**
 * Gives every amount on the page the tenant's way of writing money: the checkout and the account
 * from the settings query, the widget and shop pages from the settings they read beside the
 * product. Without settings, amounts keep the code ("SAR", "ر.س.").
 *
 * @example
 * <MoneyDisplayProvider settings={settings.data}>…</MoneyDisplayProvider>
 */
export function MoneyDisplayProvider({
  settings,
  children,
}: {
  settings: { riyalSign: boolean; taxPercentage: number } | null | undefined;
  children: ReactNode;
}) {
  const riyalSign = settings?.riyalSign ?? false;
  const taxPercentage = settings?.taxPercentage ?? null;
  return <MoneyDisplayContext value={{ riyalSign, taxPercentage }}>{children}</MoneyDisplayContext>;
}

/**
 * The tenant's money settings (see {@link MoneyDisplayProvider}).
 *
 * @example
 * const { taxPercentage } = useMoneyDisplay();
 */
export function useMoneyDisplay(): MoneyDisplay {
  return use(MoneyDisplayContext);
}

/**
 * The page's one money formatter: `formatMoney` in the page language with the tenant's sign.
 * Text that holds the sign is shown through `MoneyText` (components/money), which gives the sign
 * its spoken name.
 *
 * @example
 * const money = useFormatMoney();
 * <MoneyText text={t('line.discount', { amount: money(5) })} />
 */
export function useFormatMoney(): (amount: number) => string {
  const language = useLanguage();
  const { riyalSign } = useMoneyDisplay();
  return useCallback(
    (amount: number) => formatMoney(amount, language, { riyalSign }),
    [language, riyalSign],
  );
}
