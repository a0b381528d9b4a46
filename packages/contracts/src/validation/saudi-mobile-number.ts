import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import * as z from 'zod/mini';
import { normalizeDigits } from './normalize-digits.ts';
import { requiredText } from './required-text.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

/**
 * A Saudi mobile number in E.164 (`+9665XXXXXXXX`), or null when `value` is not one. Accepts
 * `05XXXXXXXX`, `5XXXXXXXX`, `+9665XXXXXXXX`, `009665XXXXXXXX`, spaces, dashes and brackets, and
 * Arabic-Indic digits. Uses libphonenumber-js's mobile metadata, so landlines and foreign numbers
 * are rejected; `extract: false` refuses numbers buried in other text.
 *
 * @example
 * parseSaudiMobileNumber('٠٥١٢ ٣٤٥ ٦٧٨'); // '+966512345678'
 */
export function parseSaudiMobileNumber(value: string): string | null {
  const phone = parsePhoneNumberFromString(normalizeDigits(value), {
    defaultCountry: 'SA',
    extract: false,
  });
  if (!phone || phone.country !== 'SA' || phone.ext !== undefined || !phone.isValid()) return null;
  return phone.number;
}

/**
 * Phone number field (docs/product/validation.md, "must be valid"; docs/product/sign-in.md: Saudi
 * mobiles, stored as E.164): required, a Saudi mobile number. Output: `+9665XXXXXXXX`.
 *
 * @example
 * saudiMobileNumberSchema.parse('0512345678'); // '+966512345678'
 */
export const saudiMobileNumberSchema = z.pipe(
  requiredText({ digits: true }),
  z.transform((value, ctx) => {
    const e164 = parseSaudiMobileNumber(value);
    if (e164 === null) {
      ctx.issues.push({
        code: 'custom',
        message: 'validation.phone.invalid' satisfies ValidationMessageKey,
        input: value,
      });
      return z.NEVER;
    }
    return e164;
  }),
);
