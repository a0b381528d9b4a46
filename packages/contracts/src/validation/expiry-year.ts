import * as z from 'zod/mini';
import { expiryFullYear } from './card-expiry.ts';
import type { ClockOptions } from './clock-options.ts';
import { requiredText } from './required-text.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

/**
 * Card expiry year (docs/product/validation.md): required, two digits (YY, Arabic-Indic digits
 * accepted), and not before the current year of the injected clock. Output: the two-digit year.
 *
 * @example
 * const expiryYearSchema = createExpiryYearSchema({ now: () => new Date() });
 * expiryYearSchema.parse('29'); // '29'
 */
export function createExpiryYearSchema({ now }: ClockOptions) {
  return requiredText({ digits: true })
    .check(
      z.regex(/^\d{2}$/, {
        error: 'validation.expiryYear.invalid' satisfies ValidationMessageKey,
        abort: true,
      }),
    )
    .check(
      z.refine((yy: string) => expiryFullYear(yy) >= now().getUTCFullYear(), {
        error: 'validation.expiryYear.past' satisfies ValidationMessageKey,
      }),
    );
}
