import { OnlinePaymentError } from '../../payments/online-payment-error.ts';
import { isPaymentFlowError } from '../../payments/payment-flow-error.ts';
import { codedError, toMachineError, type MachineError } from '../shared/machine-error.ts';

/**
 * The flow's error for a failed online payment: a payment step's code (docs/product/errors.md)
 * with its catalogue message, an API answer as any effect's; `cause` keeps the failure itself
 * (its card field complaints, the provider's reason).
 *
 * @example
 * paymentFailureError(new OnlinePaymentError('TAMARA_NO_REDIRECT_URL'), 'en').code; // 'TAMARA_NO_REDIRECT_URL'
 */
export function paymentFailureError(error: unknown, language: string): MachineError {
  if (error instanceof OnlinePaymentError || isPaymentFlowError(error)) {
    return codedError(error.code, language, error);
  }
  return toMachineError(error, language);
}
