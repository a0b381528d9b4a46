import { roundMoney, type CheckCouponRequest, type CheckCouponResult } from '@storefront/contracts';
import type { CartCaller } from '../cart-caller.ts';
import type { CartContext } from '../cart-context.ts';
import { lineOfNewItem } from '../lines/cart-line.ts';
import { priceCartLine } from '../lines/price-cart-line.ts';
import { couponRefusalMessage } from '../../coupons/coupon-refusal-message.ts';
import { createCouponRepository } from '../../coupons/coupon-repository.ts';
import { evaluateCoupon, normalizeCouponCode } from '../../coupons/evaluate-coupon.ts';
import type { CartIssue } from '../checks/cart-issue.ts';
import type { CartState } from '../reads/load-cart-state.ts';

/**
 * `POST /api/app/coupon/check-coupon`: whether a code would apply to these items now, and its
 * discount, without applying it. The items are priced by the catalogue (bad items are 400 as when
 * adding them); a refused code is `isValid: false` with the reason in `message`.
 *
 * @example
 * const result = await checkCoupon(context, caller, { couponCode: 'SAVE50', cartItems });
 */
export async function checkCoupon(
  context: CartContext,
  caller: CartCaller,
  request: CheckCouponRequest,
): Promise<CheckCouponResult> {
  let subTotal = 0;
  for (const [index, item] of request.cartItems.entries()) {
    const priced = await priceCartLine(
      context.catalog,
      caller.tenantId,
      lineOfNewItem(item),
      caller.language,
      `cartItems.${index}`,
    );
    subTotal += priced.amount;
  }
  const coupons = createCouponRepository(context.db, caller.tenantId);
  const coupon = await coupons.findByCode(normalizeCouponCode(request.couponCode));
  const evaluation = evaluateCoupon(coupon, {
    subTotal: roundMoney(subTotal),
    redemptions: coupon ? await coupons.countRedemptions(coupon.id) : 0,
    now: context.clock.now(),
  });
  return evaluation.valid
    ? { isValid: true, discountAmount: evaluation.discountAmount, message: null }
    : {
        isValid: false,
        discountAmount: 0,
        message: couponRefusalMessage(evaluation, caller.language),
      };
}

/**
 * The applied coupon's issue, when it no longer applies (expired, subtotal now under its minimum,
 * usage limit reached meanwhile…): `COUPON_INVALID` on `couponCode`.
 *
 * @example
 * issues.push(...couponIssues(state, caller));
 */
export function couponIssues(state: CartState, caller: CartCaller): CartIssue[] {
  if (state.coupon === null || state.coupon.valid) return [];
  return [
    {
      code: 'COUPON_INVALID',
      message: couponRefusalMessage(state.coupon, caller.language),
      members: ['couponCode'],
    },
  ];
}
