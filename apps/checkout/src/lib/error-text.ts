import { errorMessage } from '@storefront/contracts';
import { ApiError, AuthError } from '@storefront/sdk';

/**
 * The text to show for a failure, in the page language. A server's answer keeps its own message
 * (the server writes it in the `Accept-Language` language); failures the client names itself
 * (network, timeout, an unexpected answer, sign-in) use the catalogue's text for their code;
 * a flow's error (`MachineError`) shows its cause's text, or its own message (the flow writes it in
 * the page language); anything else is the `UNKNOWN` text.
 *
 * @example
 * errorText(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: '…' }), 'ar'); // 'حدث خطأ في الاتصال بالشبكة'
 */
export function errorText(error: unknown, language: string): string {
  if (error instanceof ApiError) {
    if (error.status > 0 && error.code !== 'INVALID_RESPONSE' && error.message !== '') {
      return error.message;
    }
    return errorMessage(error.code, language);
  }
  if (error instanceof AuthError) return errorMessage(error.code, language);
  if (isFlowError(error)) {
    // A flow keeps the ApiError it failed with; its own errors are already in the page language.
    if (error.cause instanceof ApiError || error.cause instanceof AuthError) {
      return errorText(error.cause, language);
    }
    return error.message;
  }
  return errorMessage('UNKNOWN', language);
}

/** The shape of the SDK flows' `MachineError`. */
interface FlowError {
  code: string;
  message: string;
  cause?: unknown;
}

function isFlowError(error: unknown): error is FlowError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}
