import * as z from 'zod/mini';
import { normalizeDigits } from './normalize-digits.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

// The rule for "valid when given" (docs/product/validation.md leaves it open): five digits,
// optionally followed by a hyphen and four more. That is the Saudi postal code (with the national
// address's 4-digit additional number) and also the US ZIP and ZIP+4, the two a card's billing
// address most often has.
const zipCodePattern = /^\d{5}(-\d{4})?$/;

/**
 * Card billing ZIP code (docs/product/validation.md): optional; when given, `NNNNN` or `NNNNN-NNNN`
 * (Arabic-Indic digits accepted). A missing or blank value gives `undefined`.
 *
 * @example
 * zipCodeSchema.parse('١٢٣٤٥'); // '12345'
 * zipCodeSchema.parse(''); // undefined
 */
export const zipCodeSchema = z.optional(
  z.pipe(
    z.pipe(
      z
        .string({ error: 'validation.invalid' satisfies ValidationMessageKey })
        .check(z.overwrite(normalizeDigits))
        .check(z.trim()),
      z.transform((value) => (value === '' ? undefined : value)),
    ),
    z.optional(
      z.string().check(
        z.regex(zipCodePattern, {
          error: 'validation.zipCode.invalid' satisfies ValidationMessageKey,
        }),
      ),
    ),
  ),
);
