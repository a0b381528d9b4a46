import type { Cart } from '@storefront/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { errorText } from '../../lib/error-text.ts';
import { useFormatMoney } from '../../lib/money-display.tsx';

/** A change to run: one of the editor's commands. */
export type CartChangeRun = (change: () => Promise<Cart | null>) => Promise<boolean>;

/** What the editor's live regions say, and how a change is run. */
export interface CartChangeState {
  /**
   * After an accepted change: "Cart updated. Total: …" (a polite status), while that total is
   * the one shown; empty once the cart's total changed otherwise (a coupon applied), so the page
   * never announces a total it does not show.
   */
  status: string;
  /** After a refused change, once it is rolled back: why (an alert). */
  alert: string;
  run: CartChangeRun;
}

/**
 * Runs the editor's changes and words their outcome for the live regions: the new total once the
 * server accepted it, or the reason (the error code's text of docs/product/errors.md, or the
 * server's own message) once the flow rolled the change back.
 *
 * @example
 * const { status, alert, run } = useCartChange(cart.totalAmount);
 * await run(() => commands.removeItems([item.id]));
 */
export function useCartChange(shownTotal: number): CartChangeState {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useFormatMoney();
  const [announcedTotal, setAnnouncedTotal] = useState<number | null>(null);
  const [alert, setAlert] = useState('');
  const run = useCallback<CartChangeRun>(
    async (change) => {
      setAnnouncedTotal(null);
      setAlert('');
      try {
        const cart = await change();
        if (cart) setAnnouncedTotal(cart.totalAmount);
        return true;
      } catch (error) {
        setAlert(t('cartEditor.changeFailed', { reason: errorText(error, language) }));
        return false;
      }
    },
    [t, language],
  );
  const status =
    announcedTotal !== null && announcedTotal === shownTotal
      ? t('cartEditor.totalNow', { total: money(shownTotal) })
      : '';
  return { status, alert, run };
}
