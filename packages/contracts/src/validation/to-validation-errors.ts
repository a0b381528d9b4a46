import type * as z from 'zod/mini';
import type { ValidationErrorCode } from '../errors/error-codes.ts';
import type { ValidationMessageKey } from './validation-messages.ts';
import { isValidationMessageKey, validationMessage } from './validation-messages.ts';

/** One failed field, ready to show or to send. */
export interface FieldValidationError {
  /** `VALIDATION_` plus the path, e.g. `VALIDATION_cardNumber`; `VALIDATION_ERROR` at the root. */
  code: ValidationErrorCode;
  /** The field's dotted path, e.g. `cardNumber` or `items.0.quantity`; empty at the root. */
  path: string;
  /** The message key, e.g. `validation.cardNumber.invalid`. */
  key: ValidationMessageKey;
  /** The key's text in the requested language. */
  message: string;
}

/**
 * Turns a zod error from these schemas into coded, translated field errors
 * (docs/product/validation.md: "Validation error codes are prefixed VALIDATION_ with a path and a
 * message"). An issue whose message is not a known key (zod's own wording) is reported as
 * `validation.invalid`.
 *
 * @example
 * const result = createCardSchema({ now }).safeParse(values);
 * if (!result.success) toValidationErrors(result.error, 'ar');
 * // [{ code: 'VALIDATION_cvc', path: 'cvc', key: 'validation.cvc.invalid', message: '…' }]
 */
export function toValidationErrors(
  error: z.core.$ZodError,
  language: string,
): FieldValidationError[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const key = isValidationMessageKey(issue.message) ? issue.message : 'validation.invalid';
    return {
      code: path === '' ? 'VALIDATION_ERROR' : `VALIDATION_${path}`,
      path,
      key,
      message: validationMessage(key, language),
    };
  });
}
