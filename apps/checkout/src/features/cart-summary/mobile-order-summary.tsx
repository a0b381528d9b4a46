import type { Cart } from '@storefront/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/money/money.tsx';
import { OrderSummary } from './order-summary.tsx';

/**
 * The order summary on small screens, folded on top of the payment form: a disclosure that shows
 * or hides it, with the item count and the total always in view. A native `<details>`: the
 * browser gives it its keyboard use and expanded state, and it measures nothing on mount (a
 * scripted collapsible forced a layout of the whole page in the first render).
 *
 * @example
 * <div className="lg:hidden"><MobileOrderSummary cart={cart} /></div>
 */
export function MobileOrderSummary({ cart, lines }: { cart: Cart; lines?: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-4 py-3 text-start focus-visible:outline-2 focus-visible:outline-emerald-700 [&::-webkit-details-marker]:hidden">
        <span className="flex flex-col">
          <span className="font-semibold text-emerald-800">
            {open ? t('summary.hide') : t('summary.show')}
          </span>
          <span className="text-sm text-slate-600">
            {t('summary.itemCount', { count: cart.cartItems.length })}
          </span>
        </span>
        <span className="font-bold text-slate-900">
          <Money amount={cart.hasDeposit ? cart.amountToBePaid : cart.totalAmount} />
        </span>
      </summary>
      {/* Rendered only when shown: the folded summary costs nothing on the first render. */}
      {open ? (
        <div className="px-4 pb-4">
          <OrderSummary cart={cart} hideHeading lines={lines} />
        </div>
      ) : null}
    </details>
  );
}
