import { errorMessage, ruleMessage, type RuleMessageKey } from '@storefront/contracts';
import { ApiError, type ApiErrorCode } from '../../http/api-error.ts';

/**
 * A failure as the flows keep it in context and announce it: a docs/product/errors.md code, the
 * text to show, and the HTTP status when a server answered (null otherwise).
 */
export interface MachineError {
  readonly code: ApiErrorCode;
  readonly message: string;
  readonly status: number | null;
  /** The refused event's type, for an `INVALID_STATE` error. */
  readonly eventType?: string;
  /**
   * How many places or items are still free, from a server's `NOT_ENOUGH_PLACES` or
   * `NOT_ENOUGH_STOCK` (docs/product/errors.md), so a screen can offer that many.
   */
  readonly available?: number;
  /** What went wrong underneath (an {@link ApiError}, say), for logs. */
  readonly cause?: unknown;
}

/**
 * The error of a code of docs/product/errors.md, with its catalogue message in `language`; the
 * status comes from `cause` when it is an {@link ApiError}.
 *
 * @example
 * codedError('FETCH_AMOUNT_FAILED', 'en', apiError); // message 'Failed to update the price amount'
 */
export function codedError(code: ApiErrorCode, language: string, cause?: unknown): MachineError {
  return {
    code,
    message: errorMessage(code, language),
    status: cause instanceof ApiError ? cause.status : null,
    ...(cause === undefined ? {} : { cause }),
  };
}

/**
 * A broken rule of docs/product/validation.md ("Cart ID is not available.", ...) as a
 * `VALIDATION_ERROR`.
 *
 * @example
 * ruleError('multipleItemsAsSingleItem', 'en').message; // 'Cannot add multiple items as single item'
 */
export function ruleError(key: RuleMessageKey, language: string): MachineError {
  return { code: 'VALIDATION_ERROR', message: ruleMessage(key, language), status: null };
}

/**
 * The error of a failed effect: an {@link ApiError} keeps its code, message and status (the
 * server's text follows `Accept-Language`, so a refusal keeps its true reason) and the count
 * still `available` when it sent one; anything else is `UNKNOWN`.
 */
export function toMachineError(error: unknown, language: string): MachineError {
  if (error instanceof ApiError) {
    const available = error.data?.available;
    return {
      code: error.code,
      message: error.message,
      status: error.status,
      ...(available === undefined ? {} : { available }),
      cause: error,
    };
  }
  return { ...codedError('UNKNOWN', language), cause: error };
}

/**
 * The error recorded when a state refuses an event (docs/product/flows.md: "Sending the wrong event
 * type into a state gives an invalid-state error"): `INVALID_STATE`, status 400
 * (docs/product/errors.md).
 */
export function invalidStateError(eventType: string, language: string): MachineError {
  return {
    code: 'INVALID_STATE',
    message: errorMessage('INVALID_STATE', language),
    status: 400,
    eventType,
  };
}
