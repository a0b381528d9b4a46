import type { PaymentFailureReason } from '@storefront/contracts';
import type { z } from 'zod';
import {
  PaymentProviderError,
  type InstalmentOrder,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type TabbyPort,
} from '../payment-provider-ports.ts';
import {
  callProvider,
  readCommandAnswer,
  readProviderAnswer,
  type ProviderAnswer,
} from '../provider-http.ts';
import {
  tabbyCheckoutSessionSchema,
  tabbyErrorSchema,
  tabbyPaymentSchema,
  type TabbyPayment,
} from './tabby-schemas.ts';

/** Where the tabby adapter sends its calls; null fields make every call a `CONFIGURATION_ERROR`. */
export interface TabbyAdapterOptions {
  /** tabby's API root, e.g. `https://api.tabby.sa` (or the sandbox's `/tabby`). */
  apiUrl: string | null;
  secretKey: string | null;
  merchantCode: string | null;
  fetch: typeof fetch;
}

/** tabby's payment states as the payments module reads them. */
const statusMap = {
  CREATED: { status: 'pending', reason: null },
  AUTHORIZED: { status: 'authorized', reason: null },
  CLOSED: { status: 'paid', reason: null },
  REJECTED: { status: 'failed', reason: 'rejected' },
  EXPIRED: { status: 'expired', reason: 'expired' },
} as const satisfies Record<
  TabbyPayment['status'],
  { status: ProviderPaymentStatus; reason: PaymentFailureReason | null }
>;

/** Halalas, so sums of tabby's decimal strings compare exactly. */
const halalasOf = (entries: readonly { amount: number }[] | null | undefined) =>
  (entries ?? []).reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0);

/**
 * Whether the payment still holds the shopper's money: a CLOSED payment whose captures are listed
 * with nothing captured (closed uncaptured) or everything captured refunded gave it back, and
 * reads as `cancelled`.
 */
function keepsMoney(payment: TabbyPayment): boolean {
  if (payment.status !== 'CLOSED' || !payment.captures) return true;
  return halalasOf(payment.captures) - halalasOf(payment.refunds) > 0;
}

/**
 * The tabby adapter, speaking tabby's documented API v2 with the secret key as a Bearer token.
 * Amounts go out as strings with 2 decimals (`"115.00"`) and come back as numbers.
 *
 * @example
 * const tabby = createTabbyAdapter({ apiUrl: 'https://api.tabby.sa', secretKey, merchantCode, fetch });
 * const session = await tabby.createCheckout(order, { success, cancel, failure });
 */
export function createTabbyAdapter(options: TabbyAdapterOptions): TabbyPort {
  const { apiUrl, secretKey, merchantCode } = options;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<ProviderAnswer> {
    if (!apiUrl || !secretKey || !merchantCode) {
      throw new PaymentProviderError('CONFIGURATION_ERROR', 'tabby is not configured');
    }
    return callProvider(
      {
        provider: 'tabby',
        apiUrl,
        authorization: `Bearer ${secretKey}`,
        fetch: options.fetch,
      },
      { method, path, body },
    );
  }

  /** tabby's own words from an error body, for logs. */
  function errorText(answer: ProviderAnswer): string {
    const error = tabbyErrorSchema.safeParse(answer.body);
    const words = error.success ? [error.data.errorType, error.data.error] : [];
    return words.filter(Boolean).join(': ') || `HTTP ${answer.status}`;
  }

  /**
   * A POST that moves a payment's money (capture, refund, close): tabby's refusal (4xx) is
   * `PAYMENT_PROCESSING_FAILED` with `refused` and tabby's words, its status kept.
   */
  async function command(path: string, body: unknown, refused: string, schema: z.ZodType) {
    readCommandAnswer('tabby', await call('POST', path, body), refused, errorText, schema);
  }

  function toProviderPayment(payment: TabbyPayment): ProviderPayment {
    const mapped = keepsMoney(payment)
      ? statusMap[payment.status]
      : ({ status: 'cancelled', reason: 'cancelled' } as const);
    return {
      providerPaymentId: payment.id,
      status: mapped.status,
      amount: payment.amount,
      currency: payment.currency,
      reference: payment.order?.reference_id ?? null,
      failureReason: mapped.reason,
      providerMessage: mapped.reason === null ? null : payment.status,
    };
  }

  return {
    async createCheckout(order: InstalmentOrder, merchantUrls) {
      const answer = await call('POST', '/api/v2/checkout', {
        payment: {
          amount: order.amount.toFixed(2),
          currency: order.currency,
          description: order.description,
          buyer: {
            phone: order.buyer.phone,
            name: order.buyer.name,
            ...(order.buyer.email === null ? {} : { email: order.buyer.email }),
          },
          order: {
            reference_id: order.referenceId,
            items: order.items.map((item) => ({
              title: item.title,
              quantity: item.quantity,
              unit_price: item.unitPrice.toFixed(2),
              reference_id: item.referenceId,
            })),
          },
        },
        lang: order.language,
        merchant_code: merchantCode,
        merchant_urls: merchantUrls,
      });
      if (answer.status >= 400) {
        throw new PaymentProviderError(
          'TABBY_SESSION_CREATION_FAILED',
          `tabby refused the checkout: ${errorText(answer)}`,
          { status: answer.status },
        );
      }
      const session = readProviderAnswer('tabby', answer, tabbyCheckoutSessionSchema);
      if (session.status === 'rejected') {
        return {
          status: 'rejected',
          rejectionReason:
            session.configuration?.available_products?.installments?.[0]?.rejection_reason ??
            session.configuration?.products?.installments?.rejection_reason ??
            'not_available',
        };
      }
      if (session.status === 'expired') {
        throw new PaymentProviderError(
          'TABBY_SESSION_CREATION_FAILED',
          'tabby answered an expired session',
          { status: answer.status },
        );
      }
      return {
        status: 'created',
        sessionId: session.id,
        providerPaymentId: session.payment.id,
        webUrl: session.configuration.available_products?.installments?.[0]?.web_url ?? null,
      };
    },

    async fetchPayment(providerPaymentId) {
      const answer = await call('GET', `/api/v2/payments/${encodeURIComponent(providerPaymentId)}`);
      if (answer.status >= 400) {
        throw new PaymentProviderError(
          'PAYMENT_PROCESSING_FAILED',
          `tabby could not find the payment: ${errorText(answer)}`,
          { status: answer.status },
        );
      }
      return toProviderPayment(readProviderAnswer('tabby', answer, tabbyPaymentSchema));
    },

    async capture(providerPaymentId, amount) {
      await command(
        `/api/v2/payments/${encodeURIComponent(providerPaymentId)}/captures`,
        // One capture per payment here, so the payment id is the capture's idempotency key:
        // a retried capture is a no-op at tabby.
        { amount: amount.toFixed(2), reference_id: providerPaymentId },
        'tabby refused the capture',
        tabbyPaymentSchema,
      );
    },

    async refund(providerPaymentId, amount) {
      await command(
        `/api/v2/payments/${encodeURIComponent(providerPaymentId)}/refunds`,
        // One refund per payment here: the payment id is the refund's idempotency key, so a
        // refund retried after a lost answer is not made twice.
        { amount: amount.toFixed(2), reference_id: `refund-${providerPaymentId}` },
        'tabby refused the refund',
        tabbyPaymentSchema,
      );
    },

    async close(providerPaymentId) {
      await command(
        `/api/v2/payments/${encodeURIComponent(providerPaymentId)}/close`,
        undefined,
        'tabby refused to close the payment',
        tabbyPaymentSchema,
      );
    },
  };
}
