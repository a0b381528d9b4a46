import type { OrderStatus, ProductType } from '@storefront/contracts';

/** How an order's payment is said: its status, refined by what it holds and its deposit. */
export type PaymentStandingKey =
  | OrderStatus
  /** Paid online, but only the deposit: the balance is due at the appointment. */
  | 'depositPaid'
  /** Cash for bookings alone: nothing is delivered, the shopper pays at the appointment. */
  | 'payableAtAppointment';

/** What an order has paid and what is still due (docs/product/screens.md, "Order confirmed"). */
export interface PaymentStanding {
  key: PaymentStandingKey;
  /** With a deposit (paid online or by transfer): the deposit and the balance still due. */
  deposit: { paid: number; balance: number } | null;
}

/** The parts of an order or a completed cart its standing is read from. */
export interface PaymentStandingSource {
  status: OrderStatus;
  totalAmount: number;
  /** What was due at checkout: the total, or with a deposit the deposit part (docs/product/api.md). */
  amountToBePaid: number;
  items: readonly { type: ProductType }[];
}

/**
 * What an order has paid and what is still due: a deposit order paid online reads "Deposit paid"
 * with the balance due at the appointment (never plain "Paid"); a bank transfer of a deposit
 * names the deposit and the balance too; cash for bookings alone is payable at the appointment
 * (nothing is delivered), else on delivery (the spec's "pay when the order is delivered").
 *
 * @example
 * paymentStanding({ status: 'paid', totalAmount: 1725, amountToBePaid: 575, items: [{ type: 'reservation' }] });
 * // { key: 'depositPaid', deposit: { paid: 575, balance: 1150 } }
 */
export function paymentStanding(order: PaymentStandingSource): PaymentStanding {
  // Amounts are in currency units with 2 decimals: compare in halalas to avoid float dust.
  const balanceHalalas =
    Math.round(order.totalAmount * 100) - Math.round(order.amountToBePaid * 100);
  const deposit =
    balanceHalalas > 0 && (order.status === 'paid' || order.status === 'pendingVerification')
      ? { paid: order.amountToBePaid, balance: balanceHalalas / 100 }
      : null;
  if (order.status === 'paid' && deposit !== null) return { key: 'depositPaid', deposit };
  const bookingsOnly =
    order.items.length > 0 && order.items.every((item) => item.type === 'reservation');
  if (order.status === 'payableOnDelivery' && bookingsOnly) {
    return { key: 'payableAtAppointment', deposit: null };
  }
  return { key: order.status, deposit };
}
