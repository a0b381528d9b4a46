import { ApiError } from '../../errors/api-error.ts';

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
