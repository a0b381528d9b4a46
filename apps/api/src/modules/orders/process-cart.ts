import type { PaymentMethod, PaymentMethodCode, ProcessCartResult } from '@storefront/contracts';
import { ApiError } from '../../errors/api-error.ts';
import { createBankTransferRepository } from '../bank-transfer/bank-transfer-repository.ts';
import { assertCartAccess, assertNoPaymentInProgress, findCartFor } from '../carts/cart-guards.ts';
import type { CartCaller } from '../carts/cart-caller.ts';
import type { CartContext } from '../carts/cart-context.ts';
import { cartIssuesError } from '../carts/checks/cart-issue.ts';
import { cartMessage } from '../carts/cart-messages.ts';
import { createCartRepository, type CartRecord } from '../carts/cart-repository.ts';
import { checkCart } from '../carts/checks/check-cart.ts';
import { couponIssues } from '../carts/coupon/check-coupon.ts';
import { loadCartState } from '../carts/reads/load-cart-state.ts';
import { placeRefusalAsCheck } from '../carts/checks/place-refusal-as-check.ts';
import { createSettingsRepository } from '../tenants/settings-repository.ts';
import { completeCartOrder } from './complete-cart-order.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { orderMessage } from './order-messages.ts';

/** The methods completed here: cash (1) and bank transfer (3). Online ones complete on callback. */
const methodOfCode: Readonly<Partial<Record<PaymentMethodCode, PaymentMethod>>> = {
  1: 'cash',
  3: 'banktransfer',
};

/** The answer of a completed cart. */
export function processResultOf(cart: CartRecord): ProcessCartResult {
  if (cart.orderNumber === null) throw new Error('A completed cart without an order number');
  return { orderNumber: cart.orderNumber, cartId: cart.id, status: 'completed' };
}

/**
 * `POST /api/app/cart/{cartId}/process?paymentMethod=1|3`: completes a cash or bank-transfer
 * cart. Checked first, outside the transaction (the catalogue's reads): the tenant offers the
 * method, a bank transfer has its transfer info, and the cart passes validation (else 400, as
 * `validate-cart`; changed prices 409 `CONFLICT`). Then in ONE transaction: lock the cart row
 * (`FOR UPDATE`), return the existing order if it completed meanwhile, refuse a cart changed since
 * the check or being paid online (409), lock and count the coupon against its usage limit, book each reservation and
 * take each price's stock (the catalogue's atomic checks; places or stock taken since the check are
 * answered as the check answers them, 400 with the list), make the order under the tenant's next
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
  if (cart.status === 'completed') return processResultOf(cart);

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
    // A concurrent process may be completing this cart, or an online payment holding its places:
    // its own booking and stock then fail the check. Waiting for the cart's row lock lets that
    // process finish; if it made the order, answer it, and a payment in progress is the truer
    // answer than the stale failure.
    const current = await context.db.transaction(async (tx) => {
      const locked = await createCartRepository(tx, tenantId).lock(cart.id);
      if (locked?.status !== 'completed') {
        await assertNoPaymentInProgress(tx, tenantId, cart.id, now, language);
      }
      return locked;
    });
    if (current?.status === 'completed') return processResultOf(current);
    throw error;
  }

  try {
    return await context.db.transaction(async (tx) => {
      const carts = createCartRepository(tx, tenantId);
      const locked = await carts.lock(cart.id);
      if (!locked) throw new ApiError(404, 'CART_NOT_FOUND');
      assertCartAccess(locked, caller.customer);
      if (locked.status === 'completed') return processResultOf(locked);
      // A cart being paid online is not also completed by cash or transfer (paid twice).
      await assertNoPaymentInProgress(tx, tenantId, locked.id, now, language);
      if (locked.version !== cart.version) {
        throw new ApiError(409, 'CONFLICT', { message: cartMessage('cartChanged', language) });
      }
      if (bankTransferMissing(await createBankTransferRepository(tx, tenantId).findInfo(cart.id))) {
        throw new ApiError(400, 'INVALID_OPERATION', {
          message: orderMessage('bankTransferInfoMissing', language),
        });
      }
      const completed = await completeCartOrder(tx, context, {
        tenantId,
        language,
        cart: locked,
        method,
        now,
        placesHeld: false,
      });
      return processResultOf(completed);
    });
  } catch (error) {
    // Behind the row lock, the unique order per cart: should two ever race, the loser answers
    // the winner's order rather than failing.
    if (!isUniqueViolation(error, 'orders_cart_unique')) {
      throw await placeRefusalAsCheck(context, caller, cart, now, error);
    }
    const completed = await createCartRepository(context.db, tenantId).find(cart.id);
    if (completed?.status !== 'completed') throw error;
    return processResultOf(completed);
  }
}
