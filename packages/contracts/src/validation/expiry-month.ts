import * as z from 'zod/mini';
import { requiredText } from './required-text.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

/**
 * Card expiry month (docs/product/validation.md): required, MM from 01 to 12 (Arabic-Indic digits
 * accepted). Output: the two-digit month.
 *
 * @example
 * expiryMonthSchema.parse('٠٧'); // '07'
 */
export const expiryMonthSchema = requiredText({ digits: true }).check(
  z.regex(/^(0[1-9]|1[0-2])$/, {
    error: 'validation.expiryMonth.invalid' satisfies ValidationMessageKey,
  }),
);
