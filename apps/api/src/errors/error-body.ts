import {
  errorMessage,
  type ErrorBody,
  type ErrorCode,
  type ErrorData,
  type Language,
  type ValidationErrorItem,
} from '@storefront/contracts';

/**
 * The ABP error body of docs/product/wire-conventions.md, with the code's message in `language`
 * unless one is given.
 *
 * @example
 * errorBody('TENANT_NOT_FOUND', 'en'); // { error: { code, message: 'The store was not found.', … } }
 */
export function errorBody(
  code: ErrorCode,
  language: Language,
  extra: {
    message?: string;
    details?: string | null;
    data?: ErrorData;
    validationErrors?: ValidationErrorItem[] | null;
  } = {},
): ErrorBody {
  return {
    error: {
      code,
      message: extra.message ?? errorMessage(code, language),
      details: extra.details ?? null,
      // Only the codes that have facts to give send `data` (docs/product/errors.md).
      ...(extra.data === undefined ? {} : { data: extra.data }),
      validationErrors: extra.validationErrors ?? null,
    },
  };
}
