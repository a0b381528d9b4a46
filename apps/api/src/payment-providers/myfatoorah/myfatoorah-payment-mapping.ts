import type { PaymentFailureReason } from '@storefront/contracts';
import type { ProviderPayment, ProviderPaymentStatus } from '../payment-provider-ports.ts';
import type { MyFatoorahPaymentStatus } from './myfatoorah-schemas.ts';

const statuses: Record<MyFatoorahPaymentStatus['InvoiceStatus'], ProviderPaymentStatus> = {
  Pending: 'pending',
  Paid: 'paid',
  Failed: 'failed',
  Canceled: 'cancelled',
};

/**
 * Why a MyFatoorah card transaction failed, from its `ErrorCode` (MF004 insufficient funds,
 * MF001 3-D Secure) or its `Error` text; any other failure is the bank declining.
 *
 * @example
 * myFatoorahFailureReason({ ErrorCode: 'MF004', Error: 'Insufficient funds' }); // 'insufficient_funds'
 */
export function myFatoorahFailureReason(
  transaction: { ErrorCode: string | null; Error: string | null } | undefined,
): PaymentFailureReason {
  const code = transaction?.ErrorCode?.toUpperCase() ?? '';
  const text = transaction?.Error ?? '';
  if (code === 'MF004' || /insufficient/i.test(text)) return 'insufficient_funds';
  if (code === 'MF001' || /3\s*-?\s*d\s*s|3-d secure|authenticat/i.test(text)) {
    return 'authentication_failed';
  }
  return 'declined';
}

/** The ISO currency at the end of `InvoiceDisplayValue` ("115.00 SAR"), or null. */
function displayCurrency(displayValue: string | null): string | null {
  return /\b([A-Z]{3})\s*$/.exec(displayValue ?? '')?.[1] ?? null;
}

/**
 * A MyFatoorah invoice as the payments module reads it, or null when it names no currency (its
 * transactions' `PaidCurrency`, else its display value).
 */
export function toProviderPayment(data: MyFatoorahPaymentStatus): ProviderPayment | null {
  const transactions = data.InvoiceTransactions ?? [];
  const last = transactions.at(-1);
  const currency =
    last?.PaidCurrency ?? last?.Currency ?? displayCurrency(data.InvoiceDisplayValue);
  if (!currency) return null;
  const status = statuses[data.InvoiceStatus];
  return {
    providerPaymentId: String(data.InvoiceId),
    status,
    amount: Math.round(data.InvoiceValue * 100) / 100,
    currency,
    reference: data.CustomerReference,
    failureReason:
      status === 'failed'
        ? myFatoorahFailureReason(last)
        : status === 'cancelled'
          ? 'cancelled'
          : null,
    providerMessage: last?.Error ?? null,
  };
}
