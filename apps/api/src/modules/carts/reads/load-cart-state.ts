import { defaultTaxPercentage, roundMoney, type Cart, type Language } from '@storefront/contracts';
import type { Db } from '../../../db/database.ts';
import { evaluateCoupon, type CouponEvaluation } from '../../coupons/evaluate-coupon.ts';
import type { CartItemRecord, CartRecord } from '../cart-repository.ts';
import { readCartParts, type CartParts } from './read-cart.ts';
import { toCart } from './to-cart.ts';

/** A cart with everything its totals and checks need. */
export interface CartState {
  cart: CartRecord;
  items: CartItemRecord[];
  taxPercentage: number;
  /** Σ line amounts, rounded. */
  subTotal: number;
  /** The applied coupon now (null without one); a completed cart keeps its order's discount. */
  coupon: CouponEvaluation | null;
}

/**
 * The state of a cart from its row and parts as read (see `readCart`): no query.
 *
 * @example
 * const read = await readCart(db, tenant.id, cartId);
 * const state = cartStateOf(read.cart, read, clock.now());
 */
export function cartStateOf(cart: CartRecord, parts: CartParts, now: Date): CartState {
  const { items } = parts;
  const subTotal = roundMoney(items.reduce((sum, item) => sum + item.amount, 0));
  let coupon: CouponEvaluation | null = null;
  if (cart.status === 'completed') {
    coupon = { valid: true, discountAmount: parts.orderDiscountAmount ?? 0 };
  } else if (cart.couponCode !== null) {
    const record = cart.couponId === null ? null : parts.coupon;
    const redemptions = record === null ? 0 : parts.couponRedemptions;
    coupon = evaluateCoupon(record, { subTotal, redemptions, now });
  }
  return {
    cart,
    items,
    taxPercentage: parts.taxPercentage ?? defaultTaxPercentage,
    subTotal,
    coupon,
  };
}

/**
 * Reads a cart's lines, the tenant's tax and the state of its coupon in one query, through `db`
 * (a transaction when the cart is being changed: nothing here uses another connection).
 *
 * @example
 * const state = await loadCartState(tx, tenant.id, cart, clock.now());
 */
export async function loadCartState(
  db: Db,
  tenantId: string,
  cart: CartRecord,
  now: Date,
): Promise<CartState> {
  return cartStateOf(cart, await readCartParts(db, tenantId, cart), now);
}

/**
 * The wire form of a loaded cart: a coupon that no longer applies gives no discount (validating
 * the cart says why).
 *
 * @example
 * return cartOf(await loadCartState(db, tenant.id, cart, now), request.language);
 */
export function cartOf(state: CartState, language: Language): Cart {
  return toCart({
    cart: state.cart,
    items: state.items,
    taxPercentage: state.taxPercentage,
    discountAmount: state.coupon?.valid ? state.coupon.discountAmount : 0,
    language,
  });
}
