import type { CardBrand, CardOutcome } from './test-cards.ts';

/** A Moyasar payment's status, as the sandbox uses them. */
export type SandboxPaymentStatus = 'initiated' | 'paid' | 'failed' | 'refunded';

/** A payment held by the sandbox. */
export interface SandboxPayment {
  id: string;
  status: SandboxPaymentStatus;
  /** Halalas. */
  amount: number;
  currency: string;
  description: string | null;
  callbackUrl: string | null;
  metadata: Record<string, string | number | boolean> | null;
  givenId: string | null;
  source: {
    type: 'creditcard' | 'applepay';
    company: CardBrand;
    name: string | null;
    /** Masked. */
    number: string;
    message: string | null;
  };
  /** What "Authenticate" does (the card's test outcome). */
  outcome: CardOutcome;
  refunded: number;
  refundedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A saved card token. */
export interface SandboxToken {
  id: string;
  name: string;
  /** Digits. */
  number: string;
  brand: CardBrand;
  month: number;
  year: number;
  used: boolean;
  createdAt: Date;
}

function formatHalalas(halalas: number, currency: string): string {
  return `${(halalas / 100).toFixed(2)} ${currency}`;
}

/** The 3-D Secure page's address of a payment. */
export function transactionUrl(baseUrl: string, paymentId: string): string {
  return `${baseUrl}/3ds/${encodeURIComponent(paymentId)}`;
}

/** A payment as Moyasar's API answers it. */
export function paymentJson(payment: SandboxPayment, baseUrl: string): Record<string, unknown> {
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amount,
    fee: 0,
    currency: payment.currency,
    refunded: payment.refunded,
    refunded_at: payment.refundedAt?.toISOString() ?? null,
    captured: 0,
    captured_at: null,
    voided_at: null,
    description: payment.description,
    amount_format: formatHalalas(payment.amount, payment.currency),
    fee_format: formatHalalas(0, payment.currency),
    refunded_format: formatHalalas(payment.refunded, payment.currency),
    captured_format: formatHalalas(0, payment.currency),
    invoice_id: null,
    ip: null,
    callback_url: payment.callbackUrl,
    created_at: payment.createdAt.toISOString(),
    updated_at: payment.updatedAt.toISOString(),
    metadata: payment.metadata,
    ...(payment.givenId ? { given_id: payment.givenId } : {}),
    source: {
      type: payment.source.type,
      company: payment.source.company,
      name: payment.source.name,
      number: payment.source.number,
      message: payment.source.message,
      transaction_url:
        payment.source.type === 'creditcard' ? transactionUrl(baseUrl, payment.id) : null,
      gateway_id: null,
      reference_number: null,
    },
  };
}

/** A token as Moyasar's API answers it. */
export function tokenJson(token: SandboxToken, expiresAt: Date): Record<string, unknown> {
  return {
    id: token.id,
    status: 'initiated',
    brand: token.brand,
    funding: token.brand === 'mada' ? 'debit' : 'credit',
    country: 'SA',
    name: token.name,
    month: String(token.month).padStart(2, '0'),
    year: String(token.year),
    last_four: token.number.slice(-4),
    created_at: token.createdAt.toISOString(),
    updated_at: token.createdAt.toISOString(),
    expires_at: expiresAt.toISOString(),
    verification_url: null,
  };
}
