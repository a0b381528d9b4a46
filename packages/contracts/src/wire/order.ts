import * as z from 'zod/mini';
import { paymentMethodSchema, type PaymentMethod } from '../constants/payment-method.ts';
import { cartItemSchema } from './cart.ts';
import { listResultSchema } from './list-result.ts';

// The project's choice: the spec lists the order calls but does not show an order's shape.

/** One line of a past order: the cart line's fields a history shows. */
export const orderItemSchema = z
  .pick(cartItemSchema, {
    id: true,
    productId: true,
    productName: true,
    type: true,
    quantity: true,
    amount: true,
    payableItemGroupId: true,
    reservationDateFrom: true,
    reservationDateTo: true,
    providerNames: true,
    isFullDayBooking: true,
    priceName: true,
    priceDiscountAmount: true,
    fieldDetails: true,
    subscriptionPeriod: true,
    subscriptionStartDate: true,
  })
  .register(z.globalRegistry, { id: 'OrderItem' });

/**
 * Where an order stands (docs/product/account.md): `paid` (paid online), `payableOnDelivery` (cash,
 * paid when the order is delivered), `pendingVerification` (a bank transfer whose receipt the
 * tenant has not checked yet) or `cancelled`.
 */
export const orderStatusSchema = z
  .enum(['paid', 'payableOnDelivery', 'pendingVerification', 'cancelled'])
  .register(z.globalRegistry, { id: 'OrderStatus' });

/**
 * What an order placed with `method` has paid and what is pending (docs/product/account.md): cash
 * is payable on delivery, a bank transfer awaits the tenant's verification, the online methods
 * are paid. The API words its orders by it, and the order-confirmed page the order it placed.
 *
 * @example
 * orderStatusOfMethod('cash'); // 'payableOnDelivery'
 * orderStatusOfMethod('tabby'); // 'paid'
 */
export function orderStatusOfMethod(method: PaymentMethod): Exclude<OrderStatus, 'cancelled'> {
  if (method === 'cash') return 'payableOnDelivery';
  if (method === 'banktransfer') return 'pendingVerification';
  return 'paid';
}

/** A completed cart as an order: `GET /api/app/cart/orders` and `GET /api/app/identity-customer/orders`. */
export const orderSchema = z
  .object({
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
  })
  .register(z.globalRegistry, { id: 'Order' });

/** A page of orders, newest first unless `Sorting` says otherwise. */
export const orderListSchema = listResultSchema(orderSchema).register(z.globalRegistry, {
  id: 'OrderList',
});

export type OrderStatus = z.infer<typeof orderStatusSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrderList = z.infer<typeof orderListSchema>;
