import * as z from 'zod/mini';
import { nameMinLength } from '../constants/limits.ts';
import { requiredText } from './required-text.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

/**
 * Bank-transfer transferor name (docs/product/validation.md): required, at least 2 characters.
 * Output: trimmed.
 *
 * @example
 * transferorNameSchema.parse(' سارة '); // 'سارة'
 */
export const transferorNameSchema = requiredText().check(
  z.minLength(nameMinLength, {
    error: 'validation.name.tooShort' satisfies ValidationMessageKey,
  }),
);
