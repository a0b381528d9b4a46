import { couponCodeMaxLength, validationMessage, type Cart } from '@storefront/contracts';
import { couponInvalidError } from '../../coupons/coupon-refusal-message.ts';
import { createCouponRepository } from '../../coupons/coupon-repository.ts';
import { evaluateCoupon, normalizeCouponCode } from '../../coupons/evaluate-coupon.ts';
import type { CartCaller } from '../cart-caller.ts';
import type { CartContext } from '../cart-context.ts';
import { changeCart } from '../change-cart.ts';
import { fieldError } from '../../../errors/field-error.ts';
import { loadCartState } from '../reads/load-cart-state.ts';

/**
 * `PUT /api/app/cart/coupon/{cartId}?couponCode=`: applies a coupon (matched case-insensitively)
 * when it applies to the cart now, else 400 `COUPON_INVALID` saying why (unknown, expired, not yet
 * valid, subtotal under its minimum, usage limit reached); an empty code removes the coupon.
 *
 * @example
 * const cart = await setCartCoupon(context, caller, cartId, 'WELCOME10');
 */
export async function setCartCoupon(
  context: CartContext,
  caller: CartCaller,
  cartId: string,
  couponCode: string,
): Promise<Cart> {
  const code = normalizeCouponCode(couponCode);
  if (code.length > couponCodeMaxLength) {
    throw fieldError(
      'couponCode',
      validationMessage('validation.couponCode.tooLong', caller.language),
    );
  }
  const now = context.clock.now();
  return changeCart(context, caller, cartId, async (_carts, cart, tx) => {
    if (code === '') return { couponId: null, couponCode: null };
    const coupons = createCouponRepository(tx, caller.tenantId);
    const coupon = await coupons.findByCode(code);
    if (!coupon) {
      throw couponInvalidError({ reason: 'notFound', minimumSubtotal: null }, caller.language);
    }
    const { subTotal } = await loadCartState(tx, caller.tenantId, cart, now);
    const redemptions = await coupons.countRedemptions(coupon.id);
    const evaluation = evaluateCoupon(coupon, { subTotal, redemptions, now });
    if (!evaluation.valid) throw couponInvalidError(evaluation, caller.language);
    return { couponId: coupon.id, couponCode: coupon.code };
  });
}
