import type { PaymentErrorCode } from '@storefront/contracts';
import type { z } from 'zod';
import { PaymentProviderError, type MyFatoorahPort } from '../payment-provider-ports.ts';
import { callProvider, readProviderAnswer, type ProviderConnection } from '../provider-http.ts';
import { toProviderPayment } from './myfatoorah-payment-mapping.ts';
import {
  executePaymentDataSchema,
  initiateSessionDataSchema,
  makeRefundDataSchema,
  myFatoorahEnvelopeSchema,
  paymentStatusDataSchema,
  type MyFatoorahEnvelope,
} from './myfatoorah-schemas.ts';

/** What the MyFatoorah adapter is built with (nulls: not configured, every call fails). */
export interface MyFatoorahAdapterOptions {
  /** The API root, e.g. `https://api-sa.myfatoorah.com` or the sandbox's `…/myfatoorah`. */
  apiUrl: string | null;
  apiKey: string | null;
  /** The embedded form's script (`…/cardview/v2/session.js`). */
  scriptUrl: string | null;
  fetch: typeof fetch;
}

function notConfigured(): PaymentProviderError {
  return new PaymentProviderError('CONFIGURATION_ERROR', 'MyFatoorah is not configured.');
}

/** The envelope's message and validation errors, for logs and support. */
function envelopeMessage(envelope: MyFatoorahEnvelope): string {
  const details = (envelope.ValidationErrors ?? [])
    .map((error) => [error.Name, error.Error].filter(Boolean).join(': '))
    .filter(Boolean);
  return [envelope.Message || 'MyFatoorah refused the request.', ...details].join(' ');
}

/**
 * The adapter for MyFatoorah's documented API v2 (embedded payment): InitiateSession,
 * ExecutePayment with the session the embedded form filled, GetPaymentStatus by invoice id and
 * MakeRefund; amounts in SAR, the API key as a Bearer token, answers in the
 * `{IsSuccess, Message, ValidationErrors, Data}` envelope. A refused InitiateSession throws
 * `SESSION_PROVIDER_INIT_FAILED`, a refused ExecutePayment `SESSION_PROVIDER_SESSION_FAILED`.
 *
 * Without `apiUrl`, `apiKey` or `scriptUrl` every call, and reading `scriptUrl`, throws
 * `CONFIGURATION_ERROR`.
 *
 * @example
 * const myfatoorah = createMyFatoorahAdapter({ apiUrl: 'https://api-sa.myfatoorah.com', apiKey, scriptUrl, fetch });
 */
export function createMyFatoorahAdapter(options: MyFatoorahAdapterOptions): MyFatoorahPort {
  const { apiUrl, apiKey, scriptUrl } = options;
  const connection: ProviderConnection | null =
    apiUrl && apiKey && scriptUrl
      ? {
          provider: 'MyFatoorah',
          apiUrl,
          authorization: `Bearer ${apiKey}`,
          fetch: options.fetch,
        }
      : null;

  /** Calls `endpoint`; a refusal throws `refusedCode`, else `Data` is parsed with `schema`. */
  async function call<T>(
    endpoint: string,
    body: unknown,
    schema: z.ZodType<T>,
    refusedCode: PaymentErrorCode,
  ): Promise<T> {
    if (!connection) throw notConfigured();
    // Every answer below 500, a refusal included, comes in the documented envelope.
    const answer = await callProvider(connection, {
      method: 'POST',
      path: `/v2/${endpoint}`,
      body,
    });
    const envelope = readProviderAnswer('MyFatoorah', answer, myFatoorahEnvelopeSchema);
    if (!envelope.IsSuccess) {
      throw new PaymentProviderError(
        refusedCode,
        `MyFatoorah ${endpoint}: ${envelopeMessage(envelope)}`,
        { status: answer.status },
      );
    }
    return readProviderAnswer('MyFatoorah', { status: answer.status, body: envelope.Data }, schema);
  }

  return {
    get scriptUrl() {
      if (!connection || !scriptUrl) throw notConfigured();
      return scriptUrl;
    },

    async initiateSession(input) {
      const data = await call(
        'InitiateSession',
        { CustomerIdentifier: input.customerIdentifier },
        initiateSessionDataSchema,
        'SESSION_PROVIDER_INIT_FAILED',
      );
      return { sessionId: data.SessionId, countryCode: data.CountryCode };
    },

    async executePayment(input) {
      const data = await call(
        'ExecutePayment',
        {
          SessionId: input.sessionId,
          InvoiceValue: input.amount,
          CallBackUrl: input.callbackUrl,
          ErrorUrl: input.errorUrl,
          CustomerReference: input.reference,
          DisplayCurrencyIso: input.currency,
          CustomerName: input.customerName,
          Language: input.language,
        },
        executePaymentDataSchema,
        'SESSION_PROVIDER_SESSION_FAILED',
      );
      return { providerPaymentId: String(data.InvoiceId), paymentUrl: data.PaymentURL };
    },

    async fetchPayment(providerPaymentId) {
      const data = await call(
        'GetPaymentStatus',
        { Key: providerPaymentId, KeyType: 'InvoiceId' },
        paymentStatusDataSchema,
        'PAYMENT_PROCESSING_FAILED',
      );
      const payment = toProviderPayment(data);
      if (!payment) {
        throw new PaymentProviderError(
          'INVALID_RESPONSE',
          'MyFatoorah did not say the invoice’s currency.',
        );
      }
      return payment;
    },

    async refund(providerPaymentId, amount) {
      await call(
        'MakeRefund',
        {
          Key: providerPaymentId,
          KeyType: 'InvoiceId',
          RefundChargeOnCustomer: false,
          ServiceChargeOnCustomer: false,
          Amount: amount,
          Comment: 'The payment could not become an order.',
        },
        makeRefundDataSchema,
        'PAYMENT_PROCESSING_FAILED',
      );
    },
  };
}
