import type { Language } from '@storefront/contracts';
import { ApiError } from '../../errors/api-error.ts';
import { couponRefusalMessage } from './coupon-refusal-message.ts';
import type { CouponRefusal } from './evaluate-coupon.ts';

/**
 * The 400 `COUPON_INVALID` answer for a refused coupon, its message saying why.
 *
 * @example
 * if (!evaluation.valid) throw couponInvalidError(evaluation, request.language);
 */
export function couponInvalidError(
  refusal: { reason: CouponRefusal; minimumSubtotal: number | null },
  language: Language,
): ApiError {
  return new ApiError(400, 'COUPON_INVALID', {
    message: couponRefusalMessage(refusal, language),
    validationErrors: [
      { message: couponRefusalMessage(refusal, language), members: ['couponCode'] },
    ],
  });
}
