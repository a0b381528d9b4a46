import type { CardBrand, CardOutcome } from '../moyasar/test-cards.ts';

/** A session made by InitiateSession, filled by the embedded form. */
export interface SandboxSession {
  id: string;
  customerIdentifier: string | null;
  card: { brand: CardBrand; masked: string; outcome: CardOutcome } | null;
  /** The invoice that used it (a session pays once). */
  invoiceId: number | null;
}

/** One attempt to pay an invoice. */
export interface SandboxTransaction {
  paymentId: string;
  status: 'Succss' | 'Failed';
  error: string | null;
  errorCode: string | null;
  date: Date;
}

/** An invoice made by ExecutePayment. */
export interface SandboxInvoice {
  invoiceId: number;
  status: 'Pending' | 'Paid' | 'Failed' | 'Canceled';
  value: number;
  currency: string;
  customerReference: string | null;
  customerName: string | null;
  callbackUrl: string;
  errorUrl: string;
  card: NonNullable<SandboxSession['card']>;
  transactions: SandboxTransaction[];
  refunded: number;
  createdAt: Date;
}

/** A MyFatoorah success: `{IsSuccess: true, Message, ValidationErrors: null, Data}`. */
export function success(data: unknown, message = '') {
  return { IsSuccess: true, Message: message, ValidationErrors: null, Data: data };
}

/** A refusal in MyFatoorah's envelope. */
export function failure(
  message: string,
  validationErrors: { Name: string; Error: string }[] | null = null,
) {
  return { IsSuccess: false, Message: message, ValidationErrors: validationErrors, Data: null };
}

/** The card brand as MyFatoorah names it. */
export function myFatoorahBrand(brand: CardBrand): 'Mada' | 'Visa' | 'Master' {
  return brand === 'mada' ? 'Mada' : brand === 'visa' ? 'Visa' : 'Master';
}

const cardBrandGateway: Record<CardBrand, string> = {
  mada: 'MADA',
  visa: 'VISA/MASTER',
  master: 'VISA/MASTER',
};

/** An invoice as GetPaymentStatus answers it. */
export function invoiceStatusJson(invoice: SandboxInvoice): Record<string, unknown> {
  return {
    InvoiceId: invoice.invoiceId,
    InvoiceStatus: invoice.status,
    InvoiceReference: `2030${String(invoice.invoiceId).padStart(9, '0')}`,
    CustomerReference: invoice.customerReference,
    CreatedDate: invoice.createdAt.toISOString(),
    ExpiryDate: '',
    InvoiceValue: invoice.value,
    Comments: null,
    CustomerName: invoice.customerName,
    CustomerMobile: null,
    CustomerEmail: null,
    UserDefinedField: null,
    InvoiceDisplayValue: `${invoice.value.toFixed(2)} ${invoice.currency}`,
    InvoiceItems: [],
    InvoiceTransactions: invoice.transactions.map((transaction) => ({
      TransactionDate: transaction.date.toISOString(),
      PaymentGateway: cardBrandGateway[invoice.card.brand],
      ReferenceId: transaction.paymentId.slice(-12),
      TrackId: transaction.paymentId.slice(-8),
      TransactionId: transaction.paymentId.slice(-10),
      PaymentId: transaction.paymentId,
      AuthorizationId: transaction.status === 'Succss' ? transaction.paymentId.slice(-6) : null,
      TransactionStatus: transaction.status,
      TransationValue: invoice.value.toFixed(2),
      CustomerServiceCharge: '0.00',
      DueValue: invoice.value.toFixed(2),
      PaidCurrency: invoice.currency,
      PaidCurrencyValue: invoice.value.toFixed(2),
      Currency: invoice.currency,
      Error: transaction.error,
      CardNumber: invoice.card.masked,
      ErrorCode: transaction.errorCode,
    })),
    Suppliers: [],
  };
}
