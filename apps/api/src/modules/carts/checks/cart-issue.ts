import { errorMessage, type ErrorCode, type Language } from '@storefront/contracts';
import { ApiError } from '../../../errors/api-error.ts';

/** One reason a cart cannot be ordered yet, and the field (or line) it concerns. */
export interface CartIssue {
  code: ErrorCode;
  message: string;
  members: string[];
}

/**
 * The issue a refused check raised: an {@link ApiError} keeps its code and message (or its
 * code's message in `language`); anything else is a fault and is thrown on.
 *
 * @example
 * issues.push(issueOf(error, ['cartItems[0]'], language));
 */
export function issueOf(error: unknown, members: string[], language: Language): CartIssue {
  if (!(error instanceof ApiError)) throw error;
  const message =
    error.options.message ??
    error.options.validationErrors?.[0]?.message ??
    errorMessage(error.code, language);
  return { code: error.code, message, members };
}

/**
 * The 400 answer listing every issue in `validationErrors`. Its code is the issues' own when they
 * share one (`ITEM_NOT_AVAILABLE`, `COUPON_INVALID`…), else `VALIDATION_ERROR`; its message is the
 * issue's when there is one, else the code's.
 *
 * @example
 * if (issues.length > 0) throw cartIssuesError(issues, language);
 */
export function cartIssuesError(issues: readonly CartIssue[], language: Language): ApiError {
  const [first] = issues;
  const code: ErrorCode =
    first && issues.every((issue) => issue.code === first.code) ? first.code : 'VALIDATION_ERROR';
  return new ApiError(400, code, {
    message: issues.length === 1 && first ? first.message : errorMessage(code, language),
    validationErrors: issues.map(({ message, members }) => ({ message, members })),
  });
}
