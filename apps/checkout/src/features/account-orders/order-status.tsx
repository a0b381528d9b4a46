import type { Order, OrderStatus } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';

const tones: Readonly<Record<OrderStatus, string>> = {
  paid: 'bg-emerald-50 text-emerald-900 border-emerald-200',
  payableOnDelivery: 'bg-sky-50 text-sky-900 border-sky-300',
  pendingVerification: 'bg-amber-50 text-amber-900 border-amber-300',
  cancelled: 'bg-slate-100 text-slate-800 border-slate-300',
};

/**
 * Where an order stands, in words (docs/product/account-pages.md): paid, payable on delivery (cash),
 * a bank transfer awaiting the shop's verification, or cancelled.
 *
 * @example
 * <OrderStatusBadge status="pendingVerification" /> // "Bank transfer awaiting verification"
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-semibold ${tones[status]}`}
    >
      {t(`account.orders.status.${status}`)}
    </span>
  );
}

/**
 * The text key naming an order's payment method; card brands share "Credit card".
 *
 * @example
 * paymentMethodKey('mada'); // 'payment.card'
 */
export function paymentMethodKey(method: Order['paymentMethod']): string {
  if (method === null) return 'account.orders.noPaymentMethod';
  return method === 'mada' || method === 'visa' ? 'payment.card' : `payment.${method}`;
}
