import type { Cart } from '@storefront/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderLine } from '../../components/cart/order-line.tsx';
import { OrderTotals } from '../../components/cart/order-totals.tsx';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  cart: Cart;
  /** Heading text; "Order summary" by default. */
  title?: string;
  /** Leave the heading out where a surrounding control already names the summary. */
  hideHeading?: boolean;
  /** The lines to show instead of the read-only ones (the checkout's editable lines). */
  lines?: ReactNode;
}

/**
 * The order summary (docs/product/screens.md): the item count, every line (read-only, or the
 * `lines` given), and the totals.
 *
 * @example
 * <OrderSummary cart={cart} />
 */
export function OrderSummary({ cart, title, hideHeading = false, lines }: OrderSummaryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={hideHeading ? undefined : headingId} className="flex flex-col gap-2">
      {hideHeading ? null : (
        <div className="flex items-baseline justify-between gap-4">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {title ?? t('summary.title')}
          </h2>
          <p className="text-sm text-slate-600">
            {t('summary.itemCount', { count: cart.cartItems.length })}
          </p>
        </div>
      )}
      {lines ?? (
        <ul className="divide-y divide-slate-200">
          {cart.cartItems.map((item) => (
            <OrderLine key={item.id} item={item} />
          ))}
        </ul>
      )}
      <OrderTotals cart={cart} />
    </section>
  );
}
