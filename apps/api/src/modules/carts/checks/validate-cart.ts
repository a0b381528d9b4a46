import type { Cart } from '@storefront/contracts';
import { ApiError } from '../../../errors/api-error.ts';
import type { CartCaller } from '../cart-caller.ts';
import type { CartContext } from '../cart-context.ts';
import { cartIssuesError } from './cart-issue.ts';
import { cartMessage } from '../cart-messages.ts';
import { changeCart } from '../change-cart.ts';
import { checkCart } from './check-cart.ts';
import { couponIssues } from '../coupon/check-coupon.ts';
import { findCartFor } from '../cart-guards.ts';
import { cartOf, loadCartState } from '../reads/load-cart-state.ts';

/**
 * `POST /api/app/cart/validate-cart/{cartId}`: the server's check before submitting (see
 * {@link checkCart}, plus the coupon). Answers 400 listing every issue in `validationErrors`, and
 * then has changed nothing. A cart that can be ordered is answered; lines the catalogue now
 * prices otherwise are stored with their new prices first and the cart is marked `isUpdated`, so
 * the shopper sees what changed before paying (the coupon is checked again against the new
 * subtotal in the same transaction).
 *
 * @example
 * const cart = await validateCart(context, caller, cartId);
 */
export async function validateCart(
  context: CartContext,
  caller: CartCaller,
  cartId: string,
): Promise<Cart> {
  const now = context.clock.now();
  const cart = await findCartFor(context.db, caller, cartId);
  const state = await loadCartState(context.db, caller.tenantId, cart, now);
  const check = await checkCart(context, caller, state);
  const issues = [...check.issues, ...couponIssues(state, caller)];
  if (check.issues.length > 0 || check.repriced.size === 0) {
    if (issues.length > 0) throw cartIssuesError(issues, caller.language);
    return cartOf(state, caller.language);
  }
  return changeCart(context, caller, cart.id, async (lines, locked, tx) => {
    if (locked.version !== cart.version) {
      throw new ApiError(409, 'CONFLICT', { message: cartMessage('cartChanged', caller.language) });
    }
    for (const [itemId, line] of check.repriced) await lines.updateItem(locked.id, itemId, line);
    const repriced = await loadCartState(tx, caller.tenantId, locked, now);
    const couponProblems = couponIssues(repriced, caller);
    // Thrown inside the transaction: the new prices are not stored either.
    if (couponProblems.length > 0) throw cartIssuesError(couponProblems, caller.language);
    return { isUpdated: check.pricesChanged || locked.isUpdated };
  });
}
