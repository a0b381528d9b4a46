/**
 * Every error code of docs/product/errors.md, grouped as the spec groups them. Codes are the wire
 * values the API sends in `error.code` and the SDK raises; messages live in `error-messages.ts`.
 */
export const cartErrorCodes = [
  'UNKNOWN',
  'NETWORK_ERROR',
  'VALIDATION_ERROR',
  'API_ERROR',
  'STORAGE_ERROR',
  'INVALID_STATE',
  'RATE_LIMIT',
  'UNAUTHORIZED',
  'ITEM_NOT_AVAILABLE',
  // The true reasons a quantity is refused (docs/product/errors.md), with the count still free.
  'NOT_ENOUGH_PLACES',
  'NOT_ENOUGH_STOCK',
  'COUPON_INVALID',
  'PAYMENT_FAILED',
  'UNKNOWN_ERROR',
  'REQUEST_TIMEOUT',
  'INVALID_OPERATION',
  'CART_NOT_FOUND',
  'CART_ALREADY_COMPLETED',
] as const;

export const reservationErrorCodes = [
  'FETCH_AVAILABILITIES_FAILED',
  'INVALID_SLOT',
  'INVALID_PROVIDER',
  'INVALID_LOCATION',
  'ADD_TO_CART_FAILED',
  'FETCH_AMOUNT_FAILED',
  'GENERAL_ERROR',
] as const;

export const paymentErrorCodes = [
  'UNKNOWN_ERROR',
  'NETWORK_ERROR',
  'INITIALIZATION_FAILED',
  'CONFIGURATION_ERROR',
  'VALIDATION_ERROR',
  'PROVIDER_UNAVAILABLE',
  'AUTHENTICATION_FAILED',
  'SESSION_CREATION_FAILED',
  'PAYMENT_PROCESSING_FAILED',
  'PAYMENT_DECLINED',
  'USER_CANCELLED',
  'INVALID_RESPONSE',
  'APPLE_PAY_NOT_AVAILABLE',
  'SCRIPT_LOAD_FAILED',
  'TAMARA_NO_REDIRECT_URL',
  'BANK_TRANSFER_INVALID_FILE',
  'BANK_TRANSFER_FILE_TOO_LARGE',
  'BANK_TRANSFER_INVALID_FILE_TYPE',
  'TABBY_NOT_ELIGIBLE',
  'TABBY_SESSION_CREATION_FAILED',
  'PROVIDER_NOT_READY',
  // The spec names these without printing them: the token-style card provider's token, session
  // and invalid-token failures, and the session-style provider's script, init and session failures.
  'MOYASAR_TOKEN_FAILED',
  'MOYASAR_SESSION_FAILED',
  'MOYASAR_INVALID_TOKEN',
  'SESSION_PROVIDER_SCRIPT_FAILED',
  'SESSION_PROVIDER_INIT_FAILED',
  'SESSION_PROVIDER_SESSION_FAILED',
] as const;

export const sessionErrorCodes = [
  'NO_REFRESH_TOKEN',
  'TOKEN_REFRESH_TIMEOUT',
  'REFRESH_MISSING_ACCESS_TOKEN',
  'MAX_REFRESH_ATTEMPTS',
  'REFRESH_REJECTED',
  'TENANT_NOT_PROVIDED',
  'CART_ID_NOT_PROVIDED',
] as const;

/**
 * Codes the reference API adds for conditions the spec leaves to the backend
 * (docs/product/errors.md).
 */
export const serverErrorCodes = [
  'TENANT_REQUIRED',
  'TENANT_NOT_FOUND',
  'NOT_FOUND',
  'FORBIDDEN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'CONFLICT',
  'INTERNAL_ERROR',
  // The database (or another service the API needs) cannot be reached for now: 503, Retry-After.
  'SERVICE_UNAVAILABLE',
  'MALFORMED_REQUEST',
  'HEADERS_TOO_LARGE',
  // The one-time code could not be sent (no SMS gateway, or it failed): not a payment's provider.
  'OTP_SEND_FAILED',
] as const;

export type CartErrorCode = (typeof cartErrorCodes)[number];
export type ReservationErrorCode = (typeof reservationErrorCodes)[number];
export type PaymentErrorCode = (typeof paymentErrorCodes)[number];
export type SessionErrorCode = (typeof sessionErrorCodes)[number];
export type ServerErrorCode = (typeof serverErrorCodes)[number];

/** A validation failure's code: `VALIDATION_` plus the field path (docs/product/validation.md). */
export type ValidationErrorCode = `VALIDATION_${string}`;

export type ErrorCode =
  CartErrorCode | ReservationErrorCode | PaymentErrorCode | SessionErrorCode | ServerErrorCode;

export const errorCodes: readonly ErrorCode[] = [
  ...new Set<ErrorCode>([
    ...cartErrorCodes,
    ...reservationErrorCodes,
    ...paymentErrorCodes,
    ...sessionErrorCodes,
    ...serverErrorCodes,
  ]),
];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/**
 * docs/product/errors.md: "Retryable: network, provider unavailable, script load, session creation,
 * payment processing."
 */
export const retryableErrorCodes: readonly ErrorCode[] = [
  'NETWORK_ERROR',
  'PROVIDER_UNAVAILABLE',
  'SCRIPT_LOAD_FAILED',
  'SESSION_CREATION_FAILED',
  'PAYMENT_PROCESSING_FAILED',
];
