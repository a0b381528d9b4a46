import { normalizeDigits } from '@storefront/contracts';

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
