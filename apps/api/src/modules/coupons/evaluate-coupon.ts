import { roundMoney, normalizeDigits } from '@storefront/contracts';
import type { CouponRecord } from './coupon-repository.ts';

/** Why a coupon does not apply. */
export type CouponRefusal =
  'notFound' | 'inactive' | 'notStarted' | 'expired' | 'minimumSubtotal' | 'usageLimit';

/** Whether a coupon applies to a subtotal now, and its discount when it does. */
export type CouponEvaluation =
  | { valid: true; discountAmount: number }
  | { valid: false; reason: CouponRefusal; minimumSubtotal: number | null };

/** What the rule needs besides the coupon. */
export interface CouponEvaluationInput {
  /** The cart's subtotal (line amounts, before coupon and tax). */
  subTotal: number;
  /** Orders that have redeemed the coupon so far. */
  redemptions: number;
  now: Date;
}

/**
 * The coupon rule: a coupon applies when it exists, is active, `now` lies in its validity window
 * (`validFrom` inclusive, `validUntil` exclusive), the subtotal reaches its minimum, and fewer
 * orders than its usage limit redeemed it. Its discount is `value` % of the subtotal
 * (`percentage`) or `value` SAR (`fixed`), never above the subtotal, rounded to 2 decimals.
 *
 * @example
 * evaluateCoupon(welcome10, { subTotal: 250, redemptions: 0, now }); // { valid: true, discountAmount: 25 }
 */
export function evaluateCoupon(
  coupon: CouponRecord | null,
  { subTotal, redemptions, now }: CouponEvaluationInput,
): CouponEvaluation {
  const refuse = (reason: CouponRefusal): CouponEvaluation => ({
    valid: false,
    reason,
    minimumSubtotal: coupon?.minimumSubtotal ?? null,
  });
  if (!coupon) return refuse('notFound');
  if (!coupon.isActive) return refuse('inactive');
  if (coupon.validFrom && now < coupon.validFrom) return refuse('notStarted');
  if (coupon.validUntil && now >= coupon.validUntil) return refuse('expired');
  if (coupon.minimumSubtotal !== null && subTotal < coupon.minimumSubtotal) {
    return refuse('minimumSubtotal');
  }
  if (coupon.usageLimit !== null && redemptions >= coupon.usageLimit) return refuse('usageLimit');
  const discount =
    coupon.discountType === 'percentage' ? (subTotal * coupon.value) / 100 : coupon.value;
  return { valid: true, discountAmount: roundMoney(Math.min(Math.max(discount, 0), subTotal)) };
}

/**
 * A coupon code as stored: trimmed, Arabic-Indic digits made Western, upper-case (codes are
 * matched case-insensitively).
 *
 * @example
 * normalizeCouponCode(' welcome10 '); // 'WELCOME10'
 */
export function normalizeCouponCode(code: string): string {
  return normalizeDigits(code).trim().toUpperCase();
}
