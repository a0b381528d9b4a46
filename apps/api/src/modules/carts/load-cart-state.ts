import { defaultTaxPercentage, roundMoney, type Cart, type Language } from '@storefront/contracts';
import type { Db } from '../../db/database.ts';
import { createCouponRepository } from '../coupons/coupon-repository.ts';
import { evaluateCoupon, type CouponEvaluation } from '../coupons/evaluate-coupon.ts';
import { createOrderRepository } from '../orders/order-repository.ts';
import { createSettingsRepository } from '../settings/settings-repository.ts';
import { createCartRepository, type CartItemRecord, type CartRecord } from './cart-repository.ts';
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
 * Reads a cart's lines, the tenant's tax and the state of its coupon, through `db` (a
 * transaction when the cart is being changed: nothing here uses another connection).
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
  const items = await createCartRepository(db, tenantId).items(cart.id);
  const settings = await createSettingsRepository(db, tenantId).find();
  const subTotal = roundMoney(items.reduce((sum, item) => sum + item.amount, 0));
  let coupon: CouponEvaluation | null = null;
  if (cart.status === 'completed') {
    const order = await createOrderRepository(db, tenantId).findByCart(cart.id);
    coupon = { valid: true, discountAmount: order?.discountAmount ?? 0 };
  } else if (cart.couponCode !== null) {
    const coupons = createCouponRepository(db, tenantId);
    const record = cart.couponId === null ? null : await coupons.findById(cart.couponId);
    const redemptions = record === null ? 0 : await coupons.countRedemptions(record.id);
    coupon = evaluateCoupon(record, { subTotal, redemptions, now });
  }
  return {
    cart,
    items,
    taxPercentage: settings?.taxPercentage ?? defaultTaxPercentage,
    subTotal,
    coupon,
  };
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
