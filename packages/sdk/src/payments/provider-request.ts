import { abortError } from '../http/abortable.ts';
import { ApiError } from '../http/api-error.ts';
import { readResponseBody } from '../http/read-response-body.ts';
import { createAttemptSignal, timeoutMs } from '../http/timeouts.ts';

/** A provider's answer, whatever its status: the caller maps it to a payment error. */
export interface ProviderAnswer {
  status: number;
  /** JSON when the provider said so (malformed JSON stays text), else text; undefined when empty. */
  body: unknown;
}

/** Options of one provider call. */
export interface ProviderRequestOptions {
  fetch?: typeof globalThis.fetch;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Per call, in ms; the standard operation timeout (docs/product/constants.md) unless given. */
  timeoutMs?: number;
}

/**
 * Posts JSON to a payment provider's browser API (not our platform API: no tenant, no session).
 * Answers any status; throws only when no answer came: `NETWORK_ERROR` or `REQUEST_TIMEOUT`
 * {@link ApiError}s (so the SDK's retry policy can judge them), or an `AbortError` when the
 * caller aborted.
 *
 * @example
 * const { status, body } = await postProviderJson(`${apiBaseUrl}/v1/tokens`, { ... });
 */
export async function postProviderJson(
  url: string,
  body: unknown,
  options: ProviderRequestOptions = {},
): Promise<ProviderAnswer> {
  // Called through a closure: a detached `window.fetch` throws "Illegal invocation".
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const attempt = createAttemptSignal(options.timeoutMs ?? timeoutMs('standard'), options.signal);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...options.headers,
      },
      body: JSON.stringify(body),
      signal: attempt.signal,
    });
    return {
      status: response.status,
      body: await readResponseBody(response, { malformedJson: 'text' }),
    };
  } catch (error) {
    if (options.signal?.aborted === true) throw abortError(options.signal);
    if (attempt.timedOut()) throw ApiError.timeout(error);
    throw ApiError.network(error);
  } finally {
    attempt.dispose();
  }
}

/**
 * The `Authorization` header of the provider's Basic auth: the key as user name, no password.
 *
 * @example basicAuth('pk_test_1') // 'Basic cGtfdGVzdF8xOg=='
 */
export function basicAuth(key: string): string {
  return `Basic ${btoa(`${key}:`)}`;
}
