import * as z from 'zod/mini';
import { cvcMaxLength, cvcMinLength } from '../constants/limits.ts';
import { requiredText } from './required-text.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

const cvcPattern = new RegExp(`^\\d{${cvcMinLength},${cvcMaxLength}}$`);

/**
 * Card security code (docs/product/validation.md): required, 3 or 4 digits (Arabic-Indic digits
 * accepted).
 *
 * @example
 * cvcSchema.parse('١٢٣'); // '123'
 */
export const cvcSchema = requiredText({ digits: true }).check(
  z.regex(cvcPattern, {
    error: 'validation.cvc.invalid' satisfies ValidationMessageKey,
  }),
);
