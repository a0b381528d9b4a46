import type { z } from 'zod';
import { PaymentProviderError } from './payment-provider-ports.ts';

/** How long one provider call may take before the payment is answered as unavailable. */
const requestTimeoutMs = 30_000;

/** Where and how an adapter calls its provider. */
export interface ProviderConnection {
  /** The provider's name in messages for logs: "Moyasar", "tabby". */
  provider: string;
  /** The API root; a trailing slash is ignored. */
  apiUrl: string;
  /** The `Authorization` header's value (`Bearer …`, `Basic …`). */
  authorization: string;
  fetch: typeof fetch;
}

/** An answer below 500 other than 401, 403 and 429 (those throw), its body parsed when JSON. */
export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body; `undefined` when empty, or not JSON on a refusal (4xx). */
  body: unknown;
}

/**
 * One call to a payment provider's JSON API, with the one mapping of failures every adapter
 * shares (docs/adding-a-payment-provider.md):
 * - network failure, time-out (30 s) or a cut-off body: `PROVIDER_UNAVAILABLE`;
 * - 429 and 5xx: `PROVIDER_UNAVAILABLE` (retryable: the shopper may try again);
 * - 401 and 403: `CONFIGURATION_ERROR` (our key is refused);
 * - a 2xx whose body is not JSON: `INVALID_RESPONSE`.
 * Every other answer is returned for the adapter to read: a 4xx is the provider's refusal, in the
 * provider's own words.
 *
 * @example
 * const answer = await callProvider(connection, { method: 'POST', path: '/v1/payments', body });
 */
export async function callProvider(
  connection: ProviderConnection,
  request: { method: 'GET' | 'POST'; path: string; body?: unknown },
): Promise<ProviderAnswer> {
  const { provider } = connection;
  let response: Response;
  let text: string;
  try {
    response = await connection.fetch(`${connection.apiUrl.replace(/\/+$/, '')}${request.path}`, {
      method: request.method,
      headers: {
        authorization: connection.authorization,
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    text = await response.text();
  } catch (cause) {
    throw new PaymentProviderError('PROVIDER_UNAVAILABLE', `${provider} could not be reached.`, {
      cause,
    });
  }
  const { status } = response;
  if (status >= 500 || status === 429) {
    throw new PaymentProviderError('PROVIDER_UNAVAILABLE', `${provider} answered ${status}.`, {
      status,
    });
  }
  if (status === 401 || status === 403) {
    throw new PaymentProviderError(
      'CONFIGURATION_ERROR',
      `${provider} refused our key (${status}).`,
      { status },
    );
  }
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch (cause) {
    if (status < 400) {
      throw new PaymentProviderError(
        'INVALID_RESPONSE',
        `${provider} answered ${status} with something not JSON.`,
        { status, cause },
      );
    }
    body = undefined;
  }
  return { status, body };
}

/**
 * An answer's body as `schema` reads it; otherwise `INVALID_RESPONSE` (the provider did not answer
 * as documented).
 *
 * @example
 * const payment = readProviderAnswer('tabby', answer, tabbyPaymentSchema);
 */
export function readProviderAnswer<Schema extends z.ZodType>(
  provider: string,
  answer: ProviderAnswer,
  schema: Schema,
): z.output<Schema> {
  const result = schema.safeParse(answer.body);
  if (!result.success) {
    throw new PaymentProviderError(
      'INVALID_RESPONSE',
      `${provider}'s answer does not match its documentation: ${result.error.message}`,
      { status: answer.status, cause: result.error },
    );
  }
  return result.data;
}

/**
 * The answer of a call that moves a payment's money (capture, refund, close, cancel): a refusal
 * (4xx or 5xx the helper let through) is `PAYMENT_PROCESSING_FAILED` with `refused` and the
 * provider's own words (`errorText`), its status kept; otherwise the body must match `schema`.
 *
 * @example
 * readCommandAnswer('tabby', answer, 'tabby refused the refund', errorText, refundSchema);
 */
export function readCommandAnswer(
  provider: string,
  answer: ProviderAnswer,
  refused: string,
  errorText: (answer: ProviderAnswer) => string,
  schema: z.ZodType,
): void {
  if (answer.status >= 400) {
    throw new PaymentProviderError(
      'PAYMENT_PROCESSING_FAILED',
      `${refused}: ${errorText(answer)}`,
      { status: answer.status },
    );
  }
  readProviderAnswer(provider, answer, schema);
}
