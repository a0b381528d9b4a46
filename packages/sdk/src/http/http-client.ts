import * as z from 'zod/mini';
import { abortable, abortError } from './abortable.ts';
import { ApiError } from './api-error.ts';
import type { HttpClient, HttpClientOptions, RequestOptions } from './http-types.ts';
import { readResponseBody } from './read-response-body.ts';
import { requestHeaders } from './request-headers.ts';
import { encodeRequestBody } from './request-body.ts';
import { requestUrl } from './request-url.ts';
import { retryDelay, shouldRetry } from './retry-policy.ts';
import { sleep as realSleep } from './sleep.ts';
import { createAttemptSignal, timeoutMs } from './timeouts.ts';

/** One answer, read within its attempt's timeout. */
interface Answer {
  response: Response;
  body: unknown;
}

/**
 * The client every SDK resource calls the platform API through (docs/product/api.md). Each request
 * sends `Accept: application/json`, `__tenant`, `Accept-Language` (`en` or `ar`) and, when signed
 * in, `Authorization: Bearer`; it first waits out any token refresh in progress. A 401 gets one
 * refresh and one resend; a second 401 logs out. Failures are {@link ApiError}s, retried per
 * `retry-policy` when the request is safe to repeat; each attempt times out after 100 s (300 s
 * for `timeout: 'submission'`). A caller's abort rejects with an `AbortError` and is never retried.
 *
 * @example
 * const http = createHttpClient({ baseUrl: 'https://api.example.com', tenant: 'demo', auth });
 * const cart = await http.get(`/api/app/cart/${id}`, { responseSchema: cartSchema, signal });
 * await http.post(`/api/app/cart/${id}/process`, undefined, {
 *   query: { paymentMethod: 1 },
 *   timeout: 'submission',
 * });
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  // Called through a closure: a detached `window.fetch` throws "Illegal invocation".
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;

  async function request<T = unknown>(path: string, call: RequestOptions<T> = {}): Promise<T> {
    const method = call.method ?? 'GET';
    const session = call.skipAuth === true ? undefined : options.auth;
    const url = requestUrl(options.baseUrl, path, call.query);
    const { body, contentType } = encodeRequestBody(call.body, call.bodyKind);
    const { signal } = call;
    // One refresh per call, across retries: a 401 after it means the session is gone.
    let refreshed = false;

    function headers(token: string | null): Headers {
      const language = options.language?.();
      return requestHeaders({
        tenant: options.tenant,
        language,
        token,
        contentType,
        extra: call.headers,
      });
    }

    async function send(token: string | null): Promise<Answer> {
      const attempt = createAttemptSignal(timeoutMs(call.timeout), signal);
      let response: Response | undefined;
      try {
        response = await fetch(url, {
          method,
          headers: headers(token),
          body,
          // Never the HTTP cache: a Back or Forward navigation lets the browser answer a GET with
          // a stale copy (the cart before its shopper was named), docs/product/flows.md.
          cache: 'no-store',
          signal: attempt.signal,
        });
        const answer =
          response.ok && call.responseType === 'blob'
            ? await response.blob()
            : await readResponseBody(response, { malformedJson: response.ok ? 'throw' : 'text' });
        return { response, body: answer };
      } catch (error) {
        if (signal?.aborted === true) throw abortError(signal);
        if (attempt.timedOut()) throw ApiError.timeout(error);
        if (response !== undefined && error instanceof SyntaxError) {
          throw ApiError.invalidResponse(response.status, error);
        }
        throw ApiError.network(error);
      } finally {
        attempt.dispose();
      }
    }

    function unauthorized({ response, body: answer }: Answer): ApiError {
      return ApiError.fromResponse(response, answer, { now: now(), code: 'UNAUTHORIZED' });
    }

    async function attempt(): Promise<T> {
      if (session) await abortable(session.whenRefreshSettled(), signal);
      const token = session?.getAccessToken() ?? null;
      let answer = await send(token);
      if (session && answer.response.status === 401) {
        if (refreshed) {
          session.logout();
          throw unauthorized(answer);
        }
        refreshed = true;
        if (!(await abortable(session.refreshAfterUnauthorized(token), signal))) {
          throw unauthorized(answer);
        }
        // A 401 was not processed, so resending is safe whatever the method.
        answer = await send(session.getAccessToken());
        if (answer.response.status === 401) {
          session.logout();
          throw unauthorized(answer);
        }
      }
      return parse(answer);
    }

    function parse({ response, body: answer }: Answer): T {
      if (!response.ok) throw ApiError.fromResponse(response, answer, { now: now() });
      if (!call.responseSchema) return answer as T;
      const parsed = z.safeParse(call.responseSchema, answer);
      if (!parsed.success) throw ApiError.invalidResponse(response.status, parsed.error, answer);
      return parsed.data;
    }

    const retryRequest = { method, idempotent: call.idempotent };
    for (let failureCount = 0; ; failureCount++) {
      try {
        return await attempt();
      } catch (error) {
        if (call.retry === false || !shouldRetry(failureCount, error, retryRequest)) throw error;
        try {
          await sleep(retryDelay(failureCount, error, random), signal);
        } catch (sleepError) {
          if (signal?.aborted === true) throw abortError(signal);
          throw sleepError;
        }
      }
    }
  }

  return {
    request,
    get: (path, call) => request(path, { ...call, method: 'GET' }),
    post: (path, body, call) => request(path, { ...call, method: 'POST', body }),
    put: (path, body, call) => request(path, { ...call, method: 'PUT', body }),
    delete: (path, call) => request(path, { ...call, method: 'DELETE' }),
  };
}
