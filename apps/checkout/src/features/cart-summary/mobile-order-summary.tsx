import { formatMoney, type Cart } from '@storefront/contracts';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { OrderSummary } from './order-summary.tsx';

/**
 * The order summary on small screens, folded on top of the payment form: a button that shows or
 * hides it, with the item count and the total always in view.
 *
 * @example
 * <div className="lg:hidden"><MobileOrderSummary cart={cart} /></div>
 */
export function MobileOrderSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <Collapsible.Trigger className="flex w-full items-center justify-between gap-4 rounded-2xl px-4 py-3 text-start focus-visible:outline-2 focus-visible:outline-emerald-700">
        <span className="flex flex-col">
          <span className="font-semibold text-emerald-800">
            {open ? t('summary.hide') : t('summary.show')}
          </span>
          <span className="text-sm text-slate-600">
            {t('summary.itemCount', { count: cart.cartItems.length })}
          </span>
        </span>
        <span className="font-bold text-slate-900">
          {formatMoney(cart.hasDeposit ? cart.amountToBePaid : cart.totalAmount, language)}
        </span>
      </Collapsible.Trigger>
      <Collapsible.Content className="px-4 pb-4">
        <OrderSummary cart={cart} hideHeading />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
