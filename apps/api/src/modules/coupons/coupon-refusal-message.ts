import type { Language } from '@storefront/contracts';
import { messageLookup, type MessageTable } from '../../platform/message-table.ts';
import type { CouponRefusal } from './evaluate-coupon.ts';
import { ApiError } from '../../errors/api-error.ts';

const couponRefusalMessages = {
  notFound: {
    en: 'This discount code does not exist.',
    ar: 'رمز الخصم هذا غير موجود.',
  },
  inactive: {
    en: 'This discount code is no longer active.',
    ar: 'رمز الخصم هذا لم يعد فعّالًا.',
  },
  notStarted: {
    en: 'This discount code is not valid yet.',
    ar: 'رمز الخصم هذا غير صالح بعد.',
  },
  expired: {
    en: 'This discount code has expired.',
    ar: 'انتهت صلاحية رمز الخصم هذا.',
  },
  minimumSubtotal: {
    en: 'This discount code needs a subtotal of at least {amount} SAR.',
    ar: 'يتطلب رمز الخصم هذا ألا يقل المجموع الفرعي عن {amount} ريال.',
  },
  usageLimit: {
    en: 'This discount code has reached its usage limit.',
    ar: 'وصل رمز الخصم هذا إلى الحد الأقصى لمرات الاستخدام.',
  },
} as const satisfies MessageTable & Record<CouponRefusal, unknown>;

const couponRefusalText = messageLookup(couponRefusalMessages);

/**
 * Why a coupon was refused, for the customer, in the request's language.
 *
 * @example
 * couponRefusalMessage({ reason: 'minimumSubtotal', minimumSubtotal: 100 }, 'en');
 * // 'This discount code needs a subtotal of at least 100.00 SAR.'
 */
export function couponRefusalMessage(
  refusal: { reason: CouponRefusal; minimumSubtotal: number | null },
  language: Language,
): string {
  return couponRefusalText(refusal.reason, language, {
    amount: (refusal.minimumSubtotal ?? 0).toFixed(2),
  });
}

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
