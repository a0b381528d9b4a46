import { validationMessage, type Language } from '@storefront/contracts';
import { ApiError } from './api-error.ts';

/**
 * A 400 `VALIDATION_ERROR` naming one field (`members`) and why, the way schema failures are
 * answered.
 *
 * @example
 * throw fieldError('items[0].productId', cartMessage('productNotFound', language));
 */
export function fieldError(member: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', {
    validationErrors: [{ message, members: [member] }],
  });
}

/**
 * A 400 naming one field whose value is not acceptable ("This value is not valid"), in
 * `language`.
 *
 * @example
 * throw invalidField('priceId', request.language);
 */
export function invalidField(member: string, language: Language): ApiError {
  return fieldError(member, validationMessage('validation.invalid', language));
}
