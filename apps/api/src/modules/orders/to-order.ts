import { localize, paymentMethodSchema, type Language, type Order } from '@storefront/contracts';
import type { OrderItemRecord, OrderWithNotes } from './order-repository.ts';

/**
 * A stored order and its cart's lines as sent on the wire, product names in the request's
 * language.
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
    status: order.status,
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
    })),
  };
}
