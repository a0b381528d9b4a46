import * as z from 'zod/mini';
import { abortError } from '../http/abortable.ts';
import { ApiError } from '../http/api-error.ts';
import { retryDelay, shouldRetry } from '../http/retry-policy.ts';
import { sleep as realSleep } from '../http/sleep.ts';
import { PaymentFlowError } from './payment-flow-error.ts';
import type { CardDetails, CardToken, CardTokenClient } from './payment-flow-types.ts';
import { postProviderJson, type ProviderAnswer } from './provider-request.ts';

/** What the token client needs: the provider's API root and key (from the Moyasar session). */
export interface CardTokenClientOptions {
  /** The provider's API root, e.g. `https://api.moyasar.com` (the session's `apiBaseUrl`). */
  apiBaseUrl: string;
  /** The publishable key (the session's `publishableApiKey`); never the secret key. */
  publishableKey: string;
  fetch?: typeof globalThis.fetch;
  /** Waits between retries; must reject when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** A number in [0, 1), for retry jitter. */
  random?: () => number;
}

// Lenient: only the id is needed to pay; brand and last four are for display.
const tokenAnswerSchema = z.object({
  id: z.string().check(z.minLength(1)),
  brand: z.catch(z.optional(z.string()), undefined),
  last_four: z.catch(z.optional(z.string()), undefined),
});

// Moyasar's 400: `{type, message, errors: {number: ["is invalid"], ...}}`; a message may come alone.
const fieldMessagesSchema = z.union([
  z.array(z.string()),
  z.pipe(
    z.string(),
    z.transform((text) => [text]),
  ),
]);
const errorAnswerSchema = z.object({
  message: z.catch(z.optional(z.string()), undefined),
  errors: z.catch(z.optional(z.record(z.string(), z.catch(fieldMessagesSchema, []))), undefined),
});

const cardFields = ['number', 'name', 'month', 'year', 'cvc'] as const;

/** The provider's field name (`number`, `source.number`, `card[number]`, …) as ours, when it is one. */
function cardFieldOf(providerField: string): string {
  const last = /([a-z_]+)\]?$/i.exec(providerField)?.[1] ?? providerField;
  return (cardFields as readonly string[]).includes(last) ? last : providerField;
}

function fieldErrorsOf(errors: Record<string, string[]>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const ours = cardFieldOf(field);
    result[ours] = [...(result[ours] ?? []), ...messages];
  }
  return result;
}

/** Maps one answer to a token or a payment error; a server fault stays an ApiError to retry. */
function tokenOf(answer: ProviderAnswer, card: CardDetails): CardToken {
  const { status, body } = answer;
  if (status >= 200 && status < 300) {
    const parsed = tokenAnswerSchema.safeParse(body);
    if (!parsed.success) {
      throw new PaymentFlowError('INVALID_RESPONSE', {
        message: 'The card token answer has no id',
        cause: parsed.error,
      });
    }
    return {
      id: parsed.data.id,
      brand: parsed.data.brand ?? '',
      lastFour: parsed.data.last_four ?? card.number.slice(-4),
    };
  }
  if (status >= 500) {
    throw new ApiError({ status, code: 'API_ERROR', message: `Card token failed (${status})` });
  }
  const error = errorAnswerSchema.safeParse(body);
  const read = error.success ? error.data : {};
  const message = read.message ?? `Card token failed (${status})`;
  if (status === 400 && read.errors !== undefined && Object.keys(read.errors).length > 0) {
    throw new PaymentFlowError('VALIDATION_ERROR', {
      message,
      fieldErrors: fieldErrorsOf(read.errors),
    });
  }
  throw new PaymentFlowError('MOYASAR_TOKEN_FAILED', { message });
}

/**
 * The token-style provider's card tokens, made in the browser so the card number never reaches
 * our API: `POST {apiBaseUrl}/v1/tokens` with the publishable key and `save_only: true` (no
 * authorisation; our API pays with the token). A 400 naming fields is `VALIDATION_ERROR` with
 * `fieldErrors` per card field; another refusal is `MOYASAR_TOKEN_FAILED`; no answer or a server
 * fault is retried per the SDK's retry policy (a repeated token call only makes a second unused
 * token, never a charge), then is `PROVIDER_UNAVAILABLE`. The card is never logged or kept.
 *
 * @example
 * const tokens = createCardTokenClient({ apiBaseUrl: session.apiBaseUrl, publishableKey: session.publishableApiKey });
 * const { id } = await tokens.createToken(card, returnUrlFor(location.href));
 * await payments.moyasarPay({ attemptId: session.attemptId, token: id });
 */
export function createCardTokenClient(options: CardTokenClientOptions): CardTokenClient {
  const url = `${options.apiBaseUrl.replace(/\/+$/, '')}/v1/tokens`;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;

  return {
    async createToken(card, callbackUrl, signal) {
      const body = {
        publishable_api_key: options.publishableKey,
        name: card.name,
        number: card.number,
        month: card.month,
        year: card.year,
        cvc: card.cvc,
        save_only: true,
        callback_url: callbackUrl,
      };
      for (let failureCount = 0; ; failureCount++) {
        try {
          const answer = await postProviderJson(url, body, { fetch: options.fetch, signal });
          return tokenOf(answer, card);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          if (!shouldRetry(failureCount, error, { method: 'POST', idempotent: true })) {
            throw new PaymentFlowError('PROVIDER_UNAVAILABLE', {
              message: error.message,
              cause: error,
            });
          }
          try {
            await sleep(retryDelay(failureCount, error, random), signal);
          } catch (sleepError) {
            if (signal?.aborted === true) throw abortError(signal);
            throw sleepError;
          }
        }
      }
    },
  };
}
