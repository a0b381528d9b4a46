import * as z from 'zod/mini';
import { paymentMethodSchema } from '../constants/payment-method.ts';
import { cartItemSchema } from './cart.ts';
import { listResultSchema } from './list-result.ts';

// The project's choice: the spec lists the order calls but does not show an order's shape.

/** One line of a past order: the cart line's fields a history shows. */
export const orderItemSchema = z.pick(cartItemSchema, {
  id: true,
  productId: true,
  productName: true,
  type: true,
  quantity: true,
  amount: true,
  payableItemGroupId: true,
  reservationDateFrom: true,
  reservationDateTo: true,
});

/**
 * Where an order stands (docs/product/account.md): `paid`, `pendingVerification` (a bank transfer
 * whose receipt the tenant has not checked yet) or `cancelled`.
 */
export const orderStatusSchema = z.enum(['paid', 'pendingVerification', 'cancelled']);

/** A completed cart as an order: `GET /api/app/cart/orders` and `GET /api/app/identity-customer/orders`. */
export const orderSchema = z.object({
  cartId: z.string(),
  orderNumber: z.string(),
  /** ISO 8601 instant the cart completed. */
  completedAt: z.string(),
  paymentMethod: z.nullable(paymentMethodSchema),
  status: orderStatusSchema,
  subTotal: z.number(),
  discountAmount: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
  amountToBePaid: z.number(),
  /**
   * API path of the order's Apple Wallet pass (`GET /api/app/wallet-passes/apple-wallet/cart/{cartId}`,
   * fetched with the customer's token); null for a cancelled order.
   */
  walletPassPath: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  items: z.array(orderItemSchema),
});

/** A page of orders, newest first unless `Sorting` says otherwise. */
export const orderListSchema = listResultSchema(orderSchema);

export type OrderStatus = z.infer<typeof orderStatusSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrderList = z.infer<typeof orderListSchema>;
