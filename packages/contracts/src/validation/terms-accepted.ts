import * as z from 'zod/mini';
import type { ValidationMessageKey } from './validation-messages.ts';

/**
 * Terms and conditions (docs/product/validation.md): must be accepted, i.e. exactly `true`;
 * anything else gives "You must accept the terms and conditions".
 *
 * @example
 * termsAcceptedSchema.safeParse(false).success; // false
 */
export const termsAcceptedSchema = z.literal(true, {
  error: 'validation.terms.required' satisfies ValidationMessageKey,
});
