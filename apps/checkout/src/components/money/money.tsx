import { saudiRiyalSign } from '@storefront/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../lib/money-display.tsx';

/**
 * The Saudi riyal sign with a spoken name. Screen readers do not all know U+20C1 yet (it came in
 * Unicode 17.0, September 2025): some say nothing, some "unknown". So the sign is hidden from them
 * and a visually hidden "SAR" / "ريال سعودي" stands in its place, read in the amount's order.
 */
function RiyalSign() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" data-riyal-sign="">
        {saudiRiyalSign}
      </span>
      <span className="sr-only">{t('money.riyalSignName')}</span>
    </>
  );
}

/**
 * Text that may hold amounts from `useFormatMoney` (a sentence such as "Discount SAR 5.00", or an
 * amount alone): each riyal sign in it is drawn with its spoken name (see `RiyalSign`).
 *
 * @example
 * <MoneyText text={t('line.discount', { amount: money(5) })} />
 */
export function MoneyText({ text }: { text: string }) {
  if (!text.includes(saudiRiyalSign)) return text;
  const pieces = text.split(saudiRiyalSign);
  return pieces.map((piece, index) => (
    // The pieces never move: their index is who they are.
    <Fragment key={index}>
      {index > 0 ? <RiyalSign /> : null}
      {piece}
    </Fragment>
  ));
}

/**
 * An amount in the page language with the tenant's sign (settings `riyalSign`), the one way every
 * page writes money.
 *
 * @example
 * <Money amount={cart.totalAmount} />
 */
export function Money({ amount }: { amount: number }) {
  return <MoneyText text={useFormatMoney()(amount)} />;
}

/**
 * A text with amounts as a screen reader should hear it, for an attribute or a message that is
 * not rendered through {@link MoneyText}: the sign becomes its name.
 *
 * @example
 * const spoken = useSpokenMoneyText(); // spoken('⃁ 5.00') → 'SAR 5.00'
 */
export function useSpokenMoneyText(): (text: string) => string {
  const { t } = useTranslation();
  return (text) => text.split(saudiRiyalSign).join(t('money.riyalSignName'));
}
