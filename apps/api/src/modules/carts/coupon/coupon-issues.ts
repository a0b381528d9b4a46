import { couponRefusalMessage } from '../../coupons/coupon-refusal-message.ts';
import type { CartCaller } from '../cart-caller.ts';
import type { CartIssue } from '../checks/cart-issue.ts';
import type { CartState } from '../reads/load-cart-state.ts';

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
