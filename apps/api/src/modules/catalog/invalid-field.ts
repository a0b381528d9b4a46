import { validationMessage, type Language } from '@storefront/contracts';
import { ApiError } from '../../errors/api-error.ts';

/**
 * 400 `VALIDATION_ERROR` naming one field whose value is not acceptable ("This value is not
 * valid"), in `language`.
 *
 * @example
 * throw invalidField('priceId', request.language);
 */
export function invalidField(member: string, language: Language): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', {
    validationErrors: [
      { message: validationMessage('validation.invalid', language), members: [member] },
    ],
  });
}
