import type { PaymentMethod, PaymentMethodCode, ProcessCartResult } from '@storefront/contracts';
import { ApiError } from '../../errors/api-error.ts';
import { createBankTransferRepository } from '../bank-transfer/bank-transfer-repository.ts';
import { assertCartAccess } from '../carts/assert-cart-access.ts';
import { quantitiesByPrice } from '../carts/assert-lines-in-stock.ts';
import type { CartCaller } from '../carts/cart-caller.ts';
import type { CartContext } from '../carts/cart-context.ts';
import { cartIssuesError } from '../carts/cart-issue.ts';
import { cartMessage } from '../carts/cart-messages.ts';
import { createCartRepository, type CartRecord } from '../carts/cart-repository.ts';
import { checkCart } from '../carts/check-cart.ts';
import { couponIssues } from '../carts/coupon-issues.ts';
import { findCartFor } from '../carts/find-cart-for.ts';
import { cartOf, loadCartState } from '../carts/load-cart-state.ts';
import { stockLineOf } from '../carts/stock-line-of.ts';
import { couponInvalidError } from '../coupons/coupon-invalid-error.ts';
import { createCouponRepository } from '../coupons/coupon-repository.ts';
import { evaluateCoupon } from '../coupons/evaluate-coupon.ts';
import { createSettingsRepository } from '../settings/settings-repository.ts';
import { formatOrderNumber } from './format-order-number.ts';
import { isUniqueViolation } from './is-unique-violation.ts';
import { orderMessage } from './order-messages.ts';
import { createOrderRepository } from './order-repository.ts';

/** The methods completed here: cash (1) and bank transfer (3). Online ones complete on callback. */
const methodOfCode: Readonly<Partial<Record<PaymentMethodCode, PaymentMethod>>> = {
  1: 'cash',
  3: 'banktransfer',
};

function resultOf(cart: CartRecord): ProcessCartResult {
  if (cart.orderNumber === null) throw new Error('A completed cart without an order number');
  return { orderNumber: cart.orderNumber, cartId: cart.id, status: 'completed' };
}

/**
 * `POST /api/app/cart/{cartId}/process?paymentMethod=1|3`: completes a cash or bank-transfer
 * cart. Checked first, outside the transaction (the catalogue's reads): the tenant offers the
 * method, a bank transfer has its transfer info, and the cart passes validation (else 400, as
 * `validate-cart`; changed prices 409 `CONFLICT`). Then in ONE transaction: lock the cart row
 * (`FOR UPDATE`), return the existing order if it completed meanwhile, refuse a cart changed since
 * the check (409), lock and count the coupon against its usage limit, book each reservation and
 * take each price's stock (the catalogue's atomic checks), make the order under the tenant's next
 * order number, mark the cart completed and record its `cartUpdated` and `status` events. A second
 * or concurrent process of the same cart answers the same order and makes no second one (the row
 * lock, and `orders.cart_id` unique behind it).
 *
 * @example
 * const { orderNumber } = await processCart(context, caller, cartId, 1);
 */
export async function processCart(
  context: CartContext,
  caller: CartCaller,
  cartId: string,
  code: PaymentMethodCode,
): Promise<ProcessCartResult> {
  const { tenantId, language } = caller;
  const cart = await findCartFor(context.db, caller, cartId, { allowCompleted: true });
  if (cart.status === 'completed') return resultOf(cart);

  const method = methodOfCode[code];
  if (!method) {
    throw new ApiError(400, 'INVALID_OPERATION', {
      message: orderMessage('onlinePaymentElsewhere', language),
    });
  }
  const settings = await createSettingsRepository(context.db, tenantId).find();
  if (!settings?.paymentMethods.includes(method)) {
    throw new ApiError(400, 'INVALID_OPERATION', {
      message: orderMessage('paymentMethodUnavailable', language),
    });
  }
  const bankTransferMissing = (info: unknown) => method === 'banktransfer' && info === null;
  const transfers = createBankTransferRepository(context.db, tenantId);
  if (bankTransferMissing(await transfers.findInfo(cart.id))) {
    throw new ApiError(400, 'INVALID_OPERATION', {
      message: orderMessage('bankTransferInfoMissing', language),
    });
  }
  const now = context.clock.now();
  try {
    const state = await loadCartState(context.db, tenantId, cart, now);
    const check = await checkCart(context, caller, state);
    const issues = [...check.issues, ...couponIssues(state, caller)];
    if (issues.length > 0) throw cartIssuesError(issues, language);
    if (check.pricesChanged) {
      throw new ApiError(409, 'CONFLICT', { message: cartMessage('pricesChanged', language) });
    }
  } catch (error) {
    // A concurrent process may be completing this cart: its own booking and stock then fail the
    // check. Waiting for the cart's row lock lets that process finish; if it made the order,
    // answer it rather than the stale failure.
    const current = await context.db.transaction((tx) =>
      createCartRepository(tx, tenantId).lock(cart.id),
    );
    if (current?.status === 'completed') return resultOf(current);
    throw error;
  }

  try {
    return await context.db.transaction(async (tx) => {
      const carts = createCartRepository(tx, tenantId);
      const locked = await carts.lock(cart.id);
      if (!locked) throw new ApiError(404, 'CART_NOT_FOUND');
      assertCartAccess(locked, caller.customer);
      if (locked.status === 'completed') return resultOf(locked);
      if (locked.version !== cart.version) {
        throw new ApiError(409, 'CONFLICT', { message: cartMessage('cartChanged', language) });
      }
      if (bankTransferMissing(await createBankTransferRepository(tx, tenantId).findInfo(cart.id))) {
        throw new ApiError(400, 'INVALID_OPERATION', {
          message: orderMessage('bankTransferInfoMissing', language),
        });
      }
      const lockedState = await loadCartState(tx, tenantId, locked, now);

      const coupons = createCouponRepository(tx, tenantId);
      const coupon = locked.couponId === null ? null : await coupons.lockById(locked.couponId);
      let discountAmount = 0;
      if (locked.couponCode !== null) {
        const evaluation = evaluateCoupon(coupon, {
          subTotal: lockedState.subTotal,
          redemptions: coupon ? await coupons.countRedemptions(coupon.id) : 0,
          now,
        });
        if (!evaluation.valid) throw couponInvalidError(evaluation, language);
        discountAmount = evaluation.discountAmount;
      }

      for (const item of lockedState.items) {
        if (item.reservationDateFrom === null || item.reservationDateTo === null) continue;
        await context.catalog.book(
          tx,
          tenantId,
          {
            productId: item.productId,
            priceId: item.priceId,
            from: item.reservationDateFrom.toISOString(),
            to: item.reservationDateTo.toISOString(),
            quantity: item.quantity,
            providerIds: item.providerIds,
            providerCount: item.providerCount,
            customerLocation: item.customerLocation ?? undefined,
            reference: item.id,
          },
          language,
        );
      }
      for (const [priceId, quantity] of quantitiesByPrice(lockedState.items.map(stockLineOf))) {
        await context.catalog.takeStock(tx, tenantId, priceId, quantity, language);
      }

      const orders = createOrderRepository(tx, tenantId);
      const orderId = context.random.uuid();
      const orderNumber = formatOrderNumber(await orders.nextNumber());
      const totals = cartOf(lockedState, language);
      await orders.create({
        id: orderId,
        cartId: locked.id,
        orderNumber,
        customerId: locked.customerId,
        paymentMethod: method,
        subTotal: totals.subTotal,
        discountAmount: totals.discountAmount,
        taxAmount: totals.taxAmount,
        totalAmount: totals.totalAmount,
        amountToBePaid: totals.amountToBePaid,
        createdAt: now,
      });
      if (coupon && locked.couponCode !== null) {
        await coupons.redeem({
          id: context.random.uuid(),
          couponId: coupon.id,
          cartId: locked.id,
          orderId,
          discountAmount,
          redeemedAt: now,
        });
      }
      await carts.markItemsPayable(locked.id, orderId);
      const completed = await carts.update(
        locked.id,
        { status: 'completed', orderNumber, completedAt: now },
        now,
      );
      const completedCart = cartOf(await loadCartState(tx, tenantId, completed, now), language);
      await context.recordCartEvent(tx, {
        type: 'cartUpdated',
        tenantId,
        cartId: locked.id,
        cart: completedCart,
      });
      await context.recordCartEvent(tx, {
        type: 'status',
        tenantId,
        cartId: locked.id,
        status: 'completed',
        orderNumber,
      });
      return resultOf(completed);
    });
  } catch (error) {
    // Behind the row lock, the unique order per cart: should two ever race, the loser answers
    // the winner's order rather than failing.
    if (!isUniqueViolation(error, 'orders_cart_unique')) throw error;
    const completed = await createCartRepository(context.db, tenantId).find(cart.id);
    if (completed?.status !== 'completed') throw error;
    return resultOf(completed);
  }
}
