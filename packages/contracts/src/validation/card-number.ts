import * as z from 'zod/mini';
import { cardNumberMaxLength, cardNumberMinLength } from '../constants/limits.ts';
import { isLuhnValid } from './luhn.ts';
import { requiredText } from './required-text.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

const length = 'validation.cardNumber.length' satisfies ValidationMessageKey;

/**
 * Card number (docs/product/validation.md): required; spaces and dashes are dropped and
 * Arabic-Indic digits turned Western; then digits only, 13 to 19 of them, and Luhn-valid. Output:
 * the bare digits.
 *
 * @example
 * cardNumberSchema.parse('4111 1111-1111 1111'); // '4111111111111111'
 */
export const cardNumberSchema = requiredText({ digits: true, ignore: /[\s-]/g })
  .check(
    z.regex(/^\d+$/, {
      error: 'validation.cardNumber.digits' satisfies ValidationMessageKey,
      abort: true,
    }),
  )
  .check(z.minLength(cardNumberMinLength, { error: length, abort: true }))
  .check(z.maxLength(cardNumberMaxLength, { error: length, abort: true }))
  .check(
    z.refine(isLuhnValid, {
      error: 'validation.cardNumber.invalid' satisfies ValidationMessageKey,
    }),
  );
