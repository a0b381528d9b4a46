import type { PaymentFailureReason } from '@storefront/contracts';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { z } from 'zod';
import { systemClock, type Clock } from '../../platform/clock.ts';
import {
  PaymentProviderError,
  type InstalmentOrder,
  type ProviderPaymentStatus,
  type TamaraPort,
} from '../payment-provider-ports.ts';
import {
  callProvider,
  readCommandAnswer,
  readProviderAnswer,
  type ProviderAnswer,
} from '../provider-http.ts';
import {
  tamaraAuthoriseSchema,
  tamaraOrderChangeSchema,
  tamaraCheckoutSchema,
  tamaraErrorSchema,
  tamaraOrderSchema,
  type TamaraOrder,
} from './tamara-schemas.ts';

/** Where the tamara adapter sends its calls; null fields make every call a `CONFIGURATION_ERROR`. */
export interface TamaraAdapterOptions {
  /** tamara's API root, e.g. `https://api.tamara.co` (or the sandbox's `/tamara`). */
  apiUrl: string | null;
  apiToken: string | null;
  /** The key tamara signs its notifications' `tamaraToken` with (HS256). */
  notificationKey: string | null;
  fetch: typeof fetch;
  /** Judges notification tokens' expiry; the machine's clock unless a test pins it. */
  clock?: Clock;
}

/** tamara's order states as the payments module reads them. */
const statusMap = {
  new: { status: 'pending', reason: null },
  approved: { status: 'authorized', reason: null },
  authorised: { status: 'paid', reason: null },
  fully_captured: { status: 'paid', reason: null },
  partially_captured: { status: 'paid', reason: null },
  declined: { status: 'failed', reason: 'declined' },
  canceled: { status: 'cancelled', reason: 'cancelled' },
  expired: { status: 'expired', reason: 'expired' },
} as const satisfies Record<
  TamaraOrder['status'],
  { status: ProviderPaymentStatus; reason: PaymentFailureReason | null }
>;

/** tamara's locale for our language. */
function toLocale(language: InstalmentOrder['language']): string {
  return language === 'ar' ? 'ar_SA' : 'en_US';
}

/** tamara wants first and last names apart; a one-word name is used for both. */
function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') || first };
}

/**
 * The tamara adapter, speaking tamara's documented API with the API token as a Bearer token and
 * checking notifications' `tamaraToken` (HS256 JWT) with the notification key. Amounts are
 * numbers in SAR both ways.
 *
 * @example
 * const tamara = createTamaraAdapter({ apiUrl: 'https://api.tamara.co', apiToken, notificationKey, fetch });
 * const { checkoutUrl } = await tamara.createCheckout(order, merchantUrls);
 */
export function createTamaraAdapter(options: TamaraAdapterOptions): TamaraPort {
  const { apiUrl, apiToken, notificationKey } = options;
  const clock = options.clock ?? systemClock;

  function assertConfigured(): { apiUrl: string; apiToken: string; notificationKey: string } {
    if (!apiUrl || !apiToken || !notificationKey) {
      throw new PaymentProviderError('CONFIGURATION_ERROR', 'tamara is not configured');
    }
    return { apiUrl, apiToken, notificationKey };
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<ProviderAnswer> {
    const config = assertConfigured();
    return callProvider(
      {
        provider: 'tamara',
        apiUrl: config.apiUrl,
        authorization: `Bearer ${config.apiToken}`,
        fetch: options.fetch,
      },
      { method, path, body },
    );
  }

  /** tamara's own words from an error body, for logs. */
  function errorText(answer: ProviderAnswer): string {
    const error = tamaraErrorSchema.safeParse(answer.body);
    if (!error.success) return `HTTP ${answer.status}`;
    const codes = (error.data.errors ?? []).map((item) => item.error_code).filter(Boolean);
    return [error.data.message, ...codes].filter(Boolean).join(': ') || `HTTP ${answer.status}`;
  }

  /**
   * A POST that changes an order (authorise, cancel, refund): tamara's refusal (4xx) is
   * `PAYMENT_PROCESSING_FAILED` with `refused` and tamara's words, its status kept.
   */
  async function command(
    path: string,
    body: unknown,
    refused: string,
    schema: z.ZodType,
  ): Promise<void> {
    readCommandAnswer('tamara', await call('POST', path, body), refused, errorText, schema);
  }

  return {
    async createCheckout(order, merchantUrls) {
      const money = (amount: number) => ({ amount, currency: order.currency });
      const answer = await call('POST', '/checkout', {
        order_reference_id: order.referenceId,
        total_amount: money(order.amount),
        shipping_amount: money(0),
        tax_amount: money(0),
        description: order.description,
        country_code: 'SA',
        payment_type: 'PAY_BY_INSTALMENTS',
        instalments: 4,
        locale: toLocale(order.language),
        items: order.items.map((item) => ({
          reference_id: item.referenceId,
          type: 'Digital',
          name: item.title,
          sku: item.referenceId,
          quantity: item.quantity,
          unit_price: money(item.unitPrice),
          total_amount: money(Math.round(item.unitPrice * item.quantity * 100) / 100),
        })),
        consumer: {
          ...splitName(order.buyer.name),
          phone_number: order.buyer.phone,
          ...(order.buyer.email === null ? {} : { email: order.buyer.email }),
        },
        merchant_url: merchantUrls,
      });
      if (answer.status >= 400) {
        throw new PaymentProviderError(
          'SESSION_CREATION_FAILED',
          `tamara refused the checkout: ${errorText(answer)}`,
          { status: answer.status },
        );
      }
      const checkout = readProviderAnswer('tamara', answer, tamaraCheckoutSchema);
      return {
        providerPaymentId: checkout.order_id,
        checkoutId: checkout.checkout_id,
        checkoutUrl: checkout.checkout_url || null,
      };
    },

    async fetchPayment(providerPaymentId) {
      const answer = await call('GET', `/orders/${encodeURIComponent(providerPaymentId)}`);
      if (answer.status >= 400) {
        throw new PaymentProviderError(
          'PAYMENT_PROCESSING_FAILED',
          `tamara could not find the order: ${errorText(answer)}`,
          { status: answer.status },
        );
      }
      const order = readProviderAnswer('tamara', answer, tamaraOrderSchema);
      const mapped = statusMap[order.status];
      return {
        providerPaymentId: order.order_id,
        status: mapped.status,
        amount: order.total_amount.amount,
        currency: order.total_amount.currency,
        reference: order.order_reference_id ?? null,
        failureReason: mapped.reason,
        providerMessage: mapped.reason === null ? null : order.status,
      };
    },

    async authorise(providerPaymentId) {
      await command(
        `/orders/${encodeURIComponent(providerPaymentId)}/authorise`,
        undefined,
        'tamara refused to authorise the order',
        tamaraAuthoriseSchema,
      );
    },

    async cancel(providerPaymentId, amount, currency) {
      const answer = await call('POST', `/orders/${encodeURIComponent(providerPaymentId)}/cancel`, {
        total_amount: { amount, currency },
      });
      if (answer.status >= 400) {
        throw new PaymentProviderError(
          'PAYMENT_PROCESSING_FAILED',
          `tamara refused to cancel the order: ${errorText(answer)}`,
          { status: answer.status },
        );
      }
      readProviderAnswer('tamara', answer, tamaraOrderChangeSchema);
    },

    async refund(providerPaymentId, amount, currency) {
      await command(
        `/payments/simplified-refund/${encodeURIComponent(providerPaymentId)}`,
        {
          total_amount: { amount, currency },
          comment: 'The order could not be made; the payment is returned in full.',
        },
        'tamara refused the refund',
        tamaraOrderChangeSchema,
      );
    },

    async verifyNotificationToken(token) {
      const config = assertConfigured();
      try {
        await jwtVerify(token, new TextEncoder().encode(config.notificationKey), {
          algorithms: ['HS256'],
          // tamara's tokens carry `exp`; one without it could be replayed for ever.
          requiredClaims: ['exp'],
          currentDate: clock.now(),
        });
        return true;
      } catch (error) {
        // A forged, malformed or expired token is a refusal, not a failure of ours.
        if (error instanceof joseErrors.JOSEError) return false;
        throw error;
      }
    },
  };
}
