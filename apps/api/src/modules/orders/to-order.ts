import {
  localize,
  orderStatusOfMethod,
  paymentMethodSchema,
  type Language,
  type Order,
} from '@storefront/contracts';
import { lineDetailsOf } from '../carts/reads/line-details.ts';
import type { OrderItemRecord, OrderWithNotes } from './order-repository.ts';

/**
 * A stored order and its cart's lines as sent on the wire, product names and line details in the
 * request's language; its status says what was paid and what is pending.
 *
 * @example
 * page.orders.map((order) => toOrder(order, itemsOf(order.cartId), request.language));
 */
export function toOrder(
  order: OrderWithNotes,
  items: readonly OrderItemRecord[],
  language: Language,
): Order {
  const method = paymentMethodSchema.safeParse(order.paymentMethod);
  return {
    cartId: order.cartId,
    orderNumber: order.orderNumber,
    completedAt: order.createdAt.toISOString(),
    paymentMethod: method.success ? method.data : null,
    // Stored `paid` means placed and not cancelled; what the shopper has paid depends on the
    // method (docs/product/account.md): cash is payable on delivery.
    status:
      order.status === 'paid' && method.success ? orderStatusOfMethod(method.data) : order.status,
    subTotal: order.subTotal,
    discountAmount: order.discountAmount,
    taxAmount: order.taxAmount,
    totalAmount: order.totalAmount,
    amountToBePaid: order.amountToBePaid,
    // The pass of a cancelled order would promise what is no longer sold.
    walletPassPath:
      order.status === 'cancelled'
        ? null
        : `/api/app/wallet-passes/apple-wallet/cart/${encodeURIComponent(order.cartId)}`,
    notes: order.notes,
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productName: localize(item.product.name, language),
      type: item.product.type,
      quantity: item.quantity,
      amount: item.amount,
      payableItemGroupId: item.payableItemGroupId,
      reservationDateFrom: item.reservationDateFrom?.toISOString() ?? null,
      reservationDateTo: item.reservationDateTo?.toISOString() ?? null,
      providerNames: item.product.providerNames[language],
      subscriptionStartDate: item.subscriptionStartDate,
      ...lineDetailsOf(item, language),
    })),
  };
}
