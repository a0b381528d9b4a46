import * as z from 'zod/mini';
import { couponCodeMaxLength } from '../constants/limits.ts';
import { requiredText } from './required-text.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

/**
 * Coupon (discount) code (docs/product/validation.md): required, not empty after trimming, under 50
 * characters. Output: the trimmed code.
 *
 * @example
 * couponCodeSchema.parse(' WELCOME10 '); // 'WELCOME10'
 */
export const couponCodeSchema = requiredText().check(
  z.maxLength(couponCodeMaxLength, {
    error: 'validation.couponCode.tooLong' satisfies ValidationMessageKey,
  }),
);
