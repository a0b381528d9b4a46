import type { PaymentFailureReason } from '@storefront/contracts';
import type { ProviderPayment, ProviderPaymentStatus } from '../payment-provider-ports.ts';
import type { MoyasarPayment } from './moyasar-schemas.ts';

const statuses: Record<MoyasarPayment['status'], ProviderPaymentStatus> = {
  initiated: 'pending',
  paid: 'paid',
  captured: 'paid',
  failed: 'failed',
  authorized: 'authorized',
  refunded: 'cancelled',
  voided: 'cancelled',
};

/**
 * Why a Moyasar payment failed, from its `source.message` (Moyasar's payment errors are words,
 * written with spaces or underscores: "INSUFFICIENT FUNDS", "DECLINED", "3-D Secure transaction
 * attempt failed", …).
 *
 * @example
 * moyasarFailureReason('INSUFFICIENT_FUNDS'); // 'insufficient_funds'
 */
export function moyasarFailureReason(message: string | null | undefined): PaymentFailureReason {
  const words = (message ?? '').toUpperCase().replace(/[^A-Z0-9]+/g, '_');
  if (words.includes('INSUFFICIENT')) return 'insufficient_funds';
  if (/3_?D_?S|3_D_SECURE|AUTHENTICAT/.test(words)) return 'authentication_failed';
  if (/DECLINED|DO_NOT_HONOU?R|BLOCKED|REJECTED|LOST|STOLEN|RESTRICTED|EXPIRED_CARD/.test(words)) {
    return 'declined';
  }
  return 'processing_failed';
}

/** Halalas to SAR with 2 decimals. */
export function fromHalalas(halalas: number): number {
  return Math.round(halalas) / 100;
}

/** SAR (2 decimals) to halalas. */
export function toHalalas(amount: number): number {
  return Math.round(amount * 100);
}

/** A Moyasar payment as the payments module reads it. */
export function toProviderPayment(payment: MoyasarPayment): ProviderPayment {
  const status = statuses[payment.status];
  const attemptId = payment.metadata?.attemptId;
  const message = payment.source?.message ?? null;
  return {
    providerPaymentId: payment.id,
    status,
    amount: fromHalalas(payment.amount),
    currency: payment.currency,
    reference: payment.given_id ?? (typeof attemptId === 'string' ? attemptId : null),
    failureReason:
      status === 'failed'
        ? moyasarFailureReason(message)
        : status === 'cancelled'
          ? 'cancelled'
          : null,
    providerMessage: message,
  };
}
