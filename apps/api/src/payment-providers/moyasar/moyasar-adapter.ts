import {
  PaymentProviderError,
  type MoyasarPort,
  type ProviderPayment,
} from '../payment-provider-ports.ts';
import {
  callProvider,
  readProviderAnswer,
  type ProviderAnswer,
  type ProviderConnection,
} from '../provider-http.ts';
import { toHalalas, toProviderPayment } from './moyasar-payment-mapping.ts';
import {
  moyasarErrorSchema,
  moyasarPaymentListSchema,
  moyasarPaymentSchema,
  type MoyasarPayment,
} from './moyasar-schemas.ts';

/** What the Moyasar adapter is built with (nulls: not configured, every call fails). */
export interface MoyasarAdapterOptions {
  /** The API root, e.g. `https://api.moyasar.com` or the sandbox's `…/moyasar`. */
  apiUrl: string | null;
  secretKey: string | null;
  publishableKey: string | null;
  fetch: typeof fetch;
}

/** The metadata key the adapter files each payment's `given_id` under, to find it again. */
const givenIdMetadataKey = 'given_id';

function notConfigured(): PaymentProviderError {
  return new PaymentProviderError('CONFIGURATION_ERROR', 'Moyasar is not configured.');
}

function errorMessage(answer: ProviderAnswer): string {
  const parsed = moyasarErrorSchema.safeParse(answer.body);
  return (parsed.success && parsed.data.message) || `Moyasar answered ${answer.status}.`;
}

/** An answer that is neither success nor one the caller handles. */
function failedRequest(answer: ProviderAnswer, action: string): PaymentProviderError {
  return new PaymentProviderError(
    'PAYMENT_PROCESSING_FAILED',
    `Moyasar refused to ${action}: ${errorMessage(answer)}`,
    { status: answer.status },
  );
}

function isSuccess(answer: ProviderAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

function withTransactionUrl(
  payment: MoyasarPayment,
): ProviderPayment & { transactionUrl: string | null } {
  return { ...toProviderPayment(payment), transactionUrl: payment.source?.transaction_url ?? null };
}

/**
 * The adapter for Moyasar's documented API (https://docs.moyasar.com/api/): token payments with
 * 3-D Secure, fetching and refunding, amounts in halalas, the secret key over HTTP Basic.
 *
 * Idempotency: each payment carries `given_id`, which Moyasar refuses twice. On that refusal the
 * adapter finds the existing payment with Moyasar's documented list filter
 * (`GET /v1/payments?metadata[given_id]=…`, the id being also filed in metadata) and answers it, so
 * a retried `payWithToken` returns the payment the first call made.
 *
 * Without `apiUrl` or keys every call, and reading `publishableKey` or `browserBaseUrl`, throws
 * `CONFIGURATION_ERROR`.
 *
 * @example
 * const moyasar = createMoyasarAdapter({ apiUrl: 'https://api.moyasar.com', secretKey, publishableKey, fetch });
 */
export function createMoyasarAdapter(options: MoyasarAdapterOptions): MoyasarPort {
  const { apiUrl, secretKey, publishableKey } = options;
  const connection: ProviderConnection | null =
    apiUrl && secretKey && publishableKey
      ? {
          provider: 'Moyasar',
          apiUrl,
          // HTTP Basic with the secret key as the user and an empty password.
          authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
          fetch: options.fetch,
        }
      : null;
  const configured = (): ProviderConnection => {
    if (!connection) throw notConfigured();
    return connection;
  };

  async function findByGivenId(givenId: string): Promise<MoyasarPayment | null> {
    const query = new URLSearchParams({ [`metadata[${givenIdMetadataKey}]`]: givenId });
    const answer = await callProvider(configured(), {
      method: 'GET',
      path: `/v1/payments?${query.toString()}`,
    });
    if (!isSuccess(answer)) throw failedRequest(answer, 'list payments');
    const { payments } = readProviderAnswer('Moyasar', answer, moyasarPaymentListSchema);
    return (
      payments.find(
        (payment) =>
          payment.given_id === givenId || payment.metadata?.[givenIdMetadataKey] === givenId,
      ) ?? null
    );
  }

  return {
    get publishableKey() {
      if (!connection || !publishableKey) throw notConfigured();
      return publishableKey;
    },
    get browserBaseUrl() {
      return configured().apiUrl;
    },

    async payWithToken(input) {
      const answer = await callProvider(configured(), {
        method: 'POST',
        path: '/v1/payments',
        body: {
          given_id: input.givenId,
          amount: toHalalas(input.amount),
          currency: input.currency,
          description: input.description,
          callback_url: input.callbackUrl,
          metadata: { ...input.metadata, [givenIdMetadataKey]: input.givenId },
          source: { type: 'token', token: input.token, '3ds': true },
        },
      });
      if (isSuccess(answer))
        return withTransactionUrl(readProviderAnswer('Moyasar', answer, moyasarPaymentSchema));
      const message = errorMessage(answer);
      if (answer.status === 400 && /given_id/i.test(message)) {
        const existing = await findByGivenId(input.givenId);
        if (existing) return withTransactionUrl(existing);
        throw new PaymentProviderError(
          'PAYMENT_PROCESSING_FAILED',
          'Moyasar has a payment with this given_id but did not list it.',
          { status: 409 },
        );
      }
      if (answer.status === 400 && /token/i.test(message)) {
        throw new PaymentProviderError('MOYASAR_INVALID_TOKEN', `Moyasar: ${message}`, {
          status: answer.status,
        });
      }
      throw failedRequest(answer, 'create the payment');
    },

    async fetchPayment(providerPaymentId) {
      const answer = await callProvider(configured(), {
        method: 'GET',
        path: `/v1/payments/${encodeURIComponent(providerPaymentId)}`,
      });
      if (!isSuccess(answer)) throw failedRequest(answer, 'fetch the payment');
      return toProviderPayment(readProviderAnswer('Moyasar', answer, moyasarPaymentSchema));
    },

    async findByGivenId(givenId) {
      const payment = await findByGivenId(givenId);
      return payment === null ? null : toProviderPayment(payment);
    },

    async refund(providerPaymentId, amount) {
      const answer = await callProvider(configured(), {
        method: 'POST',
        path: `/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`,
        body: { amount: toHalalas(amount) },
      });
      if (!isSuccess(answer)) throw failedRequest(answer, 'refund the payment');
      readProviderAnswer('Moyasar', answer, moyasarPaymentSchema);
    },
  };
}
