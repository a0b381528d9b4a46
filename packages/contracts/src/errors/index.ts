export {
  cartErrorCodes,
  reservationErrorCodes,
  paymentErrorCodes,
  sessionErrorCodes,
  serverErrorCodes,
  errorCodes,
  isErrorCode,
  retryableErrorCodes,
} from './error-codes.ts';
export type {
  CartErrorCode,
  ReservationErrorCode,
  PaymentErrorCode,
  SessionErrorCode,
  ServerErrorCode,
  ValidationErrorCode,
  ErrorCode,
} from './error-codes.ts';
export { errorMessages, errorMessage } from './error-messages.ts';
export { ruleMessages, ruleMessage } from './rule-messages.ts';
export type { RuleMessageKey } from './rule-messages.ts';
export { quantityRefusalMessage } from './refusal-messages.ts';
export type { QuantityRefusalCode, QuantityRefusalData } from './refusal-messages.ts';
