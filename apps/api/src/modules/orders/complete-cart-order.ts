import type { Language, PaymentMethod } from '@storefront/contracts';
import type { Db } from '../../db/database.ts';
import type { CartContext } from '../carts/cart-context.ts';
import { createCartRepository, type CartRecord } from '../carts/cart-repository.ts';
import { cartOf, loadCartState } from '../carts/reads/load-cart-state.ts';
import { couponInvalidError } from '../coupons/coupon-refusal-message.ts';
import { createCouponRepository } from '../coupons/coupon-repository.ts';
import { evaluateCoupon } from '../coupons/evaluate-coupon.ts';
import { recordBoughtPackages } from '../packages/record-bought-packages.ts';
import { recordBoughtSubscriptions } from '../packages/record-bought-subscriptions.ts';
import { holdCartPlaces } from '../carts/places/hold-cart-places.ts';
import { issueOrderInvoice } from '../invoices/issuing/issue-order-invoice.ts';
import { createOrderRepository } from './order-repository.ts';

/** What completing a locked cart needs. */
export interface CartCompletion {
  tenantId: string;
  language: Language;
  /** The cart, its row locked by `tx`, pending. */
  cart: CartRecord;
  method: PaymentMethod;
  now: Date;
  /**
   * True when the cart's reservations and stock are already held for it (a payment attempt
   * holding them): nothing is booked or taken again.
   */
  placesHeld: boolean;
}

/**
 * Makes the order of a locked, pending cart inside `tx`, the one completion shared by cash/bank
 * transfer processing and online payments: locks and counts the coupon against its usage limit
 * (400 `COUPON_INVALID`), books and takes stock unless already held (409 `ITEM_NOT_AVAILABLE`),
 * creates the order under the tenant's next number with `method` and issues its tax invoice,
 * redeems the coupon, marks the
 * lines payable, records bought packages and subscriptions, marks the cart completed, and records
 * its `cartUpdated` and `status` events.
 * Answers the completed cart.
 *
 * @example
 * const completed = await completeCartOrder(tx, context, { tenantId, language, cart, method: 'cash', now, placesHeld: false });
 */
export async function completeCartOrder(
  tx: Db,
  context: CartContext,
  completion: CartCompletion,
): Promise<CartRecord> {
  const { tenantId, language, cart, method, now } = completion;
  const state = await loadCartState(tx, tenantId, cart, now);

  const coupons = createCouponRepository(tx, tenantId);
  const coupon = cart.couponId === null ? null : await coupons.lockById(cart.couponId);
  let discountAmount = 0;
  if (cart.couponCode !== null) {
    const evaluation = evaluateCoupon(coupon, {
      subTotal: state.subTotal,
      redemptions: coupon ? await coupons.countRedemptions(coupon.id) : 0,
      now,
    });
    if (!evaluation.valid) throw couponInvalidError(evaluation, language);
    discountAmount = evaluation.discountAmount;
  }

  if (!completion.placesHeld) {
    await holdCartPlaces(tx, context.catalog, tenantId, state.items, language);
  }

  const orders = createOrderRepository(tx, tenantId);
  const orderId = context.random.uuid();
  const orderNumber = formatOrderNumber(await orders.nextNumber());
  const totals = cartOf(state, language);
  await orders.create({
    id: orderId,
    cartId: cart.id,
    orderNumber,
    customerId: cart.customerId,
    paymentMethod: method,
    // A bank transfer waits for the tenant to check its receipt (docs/product/account.md).
    status: method === 'banktransfer' ? 'pendingVerification' : 'paid',
    subTotal: totals.subTotal,
    discountAmount: totals.discountAmount,
    taxAmount: totals.taxAmount,
    totalAmount: totals.totalAmount,
    amountToBePaid: totals.amountToBePaid,
    createdAt: now,
  });
  if (coupon && cart.couponCode !== null) {
    await coupons.redeem({
      id: context.random.uuid(),
      couponId: coupon.id,
      cartId: cart.id,
      orderId,
      discountAmount,
      redeemedAt: now,
    });
  }
  // Its simplified tax invoice, in the same transaction: the order and its invoice commit
  // together, and the tenant's invoice chain is locked only as long as the order's number is
  // (docs/decisions/0042-invoice-issuing.md).
  await issueOrderInvoice(
    tx,
    { now, newId: () => context.random.uuid() },
    {
      tenantId,
      orderId,
      vatRate: state.taxPercentage,
      lines: state.items,
      subTotal: totals.subTotal,
      discountAmount: totals.discountAmount,
      taxAmount: totals.taxAmount,
      totalAmount: totals.totalAmount,
    },
  );
  const carts = createCartRepository(tx, tenantId);
  await carts.markItemsPayable(cart.id, orderId);
  // Package and subscription lines become the customer's with the order (docs/product/account.md).
  const purchase = {
    tenantId,
    customerId: cart.customerId,
    orderId,
    lines: state.items,
    now,
    newId: () => context.random.uuid(),
  };
  await recordBoughtPackages(tx, purchase);
  await recordBoughtSubscriptions(tx, purchase);
  const completed = await carts.update(
    cart.id,
    { status: 'completed', orderNumber, completedAt: now },
    now,
  );
  const completedCart = cartOf(await loadCartState(tx, tenantId, completed, now), language);
  await context.recordCartEvent(tx, {
    type: 'cartUpdated',
    tenantId,
    cartId: cart.id,
    cart: completedCart,
  });
  await context.recordCartEvent(tx, {
    type: 'status',
    tenantId,
    cartId: cart.id,
    status: 'completed',
    orderNumber,
  });
  // Counted inside the transaction: the rare commit that fails after this is counted too.
  context.telemetry.orderPlaced(method);
  return completed;
}

/**
 * The human-readable order number of a tenant's `n`th order: `ORD-` and at least six digits, so
 * numbers sort and read alike on receipts and on the phone.
 *
 * @example
 * formatOrderNumber(42); // 'ORD-000042'
 */
export function formatOrderNumber(n: number): string {
  return `ORD-${String(n).padStart(6, '0')}`;
}
