import * as z from 'zod/mini';
import { nameMinLength } from '../constants/limits.ts';
import { requiredText } from './required-text.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

// Letters of any script; combining marks too, so Arabic names written with harakat still pass.
const nameCharacters = /^[\p{L}\p{M} .-]+$/u;

/**
 * Name on card (docs/product/validation.md): required, at least 2 characters, and only letters (any
 * script), spaces, dots and hyphens. Output: the trimmed name.
 *
 * @example
 * nameOnCardSchema.parse(' Mohammed Al-Qahtani '); // 'Mohammed Al-Qahtani'
 */
export const nameOnCardSchema = requiredText()
  .check(
    z.minLength(nameMinLength, {
      error: 'validation.name.tooShort' satisfies ValidationMessageKey,
      abort: true,
    }),
  )
  .check(
    z.regex(nameCharacters, {
      error: 'validation.nameOnCard.characters' satisfies ValidationMessageKey,
    }),
  );
