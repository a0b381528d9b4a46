import type { Order } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import {
  paymentStanding,
  type PaymentStandingKey,
} from '../../components/cart/payment-standing.ts';

const tones: Readonly<Record<PaymentStandingKey, string>> = {
  paid: 'bg-emerald-50 text-emerald-900 border-emerald-200',
  depositPaid: 'bg-amber-50 text-amber-900 border-amber-300',
  payableAtAppointment: 'bg-sky-50 text-sky-900 border-sky-300',
  payableOnDelivery: 'bg-sky-50 text-sky-900 border-sky-300',
  pendingVerification: 'bg-amber-50 text-amber-900 border-amber-300',
  cancelled: 'bg-slate-100 text-slate-800 border-slate-300',
};

/**
 * Where an order stands, in words (docs/product/account-pages.md): paid, deposit paid (the balance
 * due at the appointment), payable on delivery or at the appointment (cash), a bank transfer
 * awaiting the shop's verification, or cancelled.
 *
 * @example
 * <OrderStatusBadge order={order} /> // "Bank transfer awaiting verification"
 */
export function OrderStatusBadge({ order }: { order: Order }) {
  const { t } = useTranslation();
  const status = paymentStanding(order).key;
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
