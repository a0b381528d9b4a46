import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AuthSession } from '../auth/auth-session.ts';
import { ApiError } from './api-error.ts';
import { createHttpClient } from './http-client.ts';
import type { HttpClientOptions } from './http-types.ts';

// --- a small recording fake of fetch: each answer builds a fresh Response -------------------

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  signal: AbortSignal;
}
type Answer = (sent: Sent) => Response | Promise<Response>;

function fakeFetch(...answers: Answer[]) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request: Sent = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
      signal: init?.signal ?? new AbortController().signal,
    };
    sent.push(request);
    const answer = answers[Math.min(sent.length, answers.length) - 1];
    if (!answer) throw new Error('fakeFetch: no answer given');
    return answer(request);
  });
  return { fetch, sent };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      statusText: statusTexts[status] ?? '',
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    });
const text =
  (status: number, body: string, contentType = 'text/plain'): Answer =>
  () =>
    new Response(body, {
      status,
      statusText: statusTexts[status] ?? '',
      headers: { 'Content-Type': contentType },
    });
const empty =
  (status = 204): Answer =>
  () =>
    new Response(null, { status, statusText: statusTexts[status] ?? '' });
const networkFailure: Answer = () => Promise.reject(new TypeError('fetch failed'));
/** Never answers; rejects with the abort reason, as a real fetch does. */
const hang: Answer = ({ signal }) =>
  new Promise<Response>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });

const statusTexts: Record<number, string> = {
  200: 'OK',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const unauthorizedBody = {
  error: { code: 'UNAUTHORIZED', message: 'Token expired', details: null, validationErrors: null },
};

// --- a fake session: token-1, refreshed to token-2 ------------------------------------------

function fakeAuth(refreshResult = true) {
  let token: string | null = 'token-1';
  const auth = {
    getAccessToken: vi.fn(() => token),
    whenRefreshSettled: vi.fn(() => Promise.resolve()),
    refreshAfterUnauthorized: vi.fn((_rejected: string | null) => {
      if (refreshResult) token = 'token-2';
      return Promise.resolve(refreshResult);
    }),
    logout: vi.fn(),
    setToken: (next: string | null) => (token = next),
  } satisfies AuthSession & Record<string, unknown>;
  return auth;
}

const now = Date.parse('2025-01-01T12:00:00Z');

function setup(fetch: typeof globalThis.fetch, extra: Partial<HttpClientOptions> = {}) {
  const sleep = vi.fn((_ms: number, _signal?: AbortSignal) => Promise.resolve());
  const client = createHttpClient({
    baseUrl: 'https://api.test/',
    tenant: 'demo',
    fetch,
    sleep,
    random: () => 0,
    now: () => now,
    ...extra,
  });
  return { client, sleep };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Follows a promise without awaiting it, for fake-timer tests. */
function track(promise: Promise<unknown>) {
  const state: { settled: boolean; value?: unknown; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

afterEach(() => {
  vi.useRealTimers();
});

// --- headers -------------------------------------------------------------------------------

describe('headers on every request (docs/product/api.md)', () => {
  it('sends Accept, __tenant, Accept-Language and the bearer token', async () => {
    const { fetch, sent } = fakeFetch(json(200, {}));
    const { client } = setup(fetch, { auth: fakeAuth(), language: () => 'en' });
    await client.get('/api/app/cart/c1');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://api.test/api/app/cart/c1');
    expect(sent[0]?.method).toBe('GET');
    expect(Object.fromEntries(sent[0]?.headers ?? [])).toEqual({
      accept: 'application/json',
      __tenant: 'demo',
      'accept-language': 'en',
      authorization: 'Bearer token-1',
    });
  });

  it('never lets the HTTP cache answer (a Back navigation would show a stale cart)', async () => {
    const { fetch } = fakeFetch(json(200, {}));
    const { client } = setup(fetch, { auth: fakeAuth(), language: () => 'en' });
    await client.get('/api/app/cart/c1');
    expect(fetch.mock.calls[0]?.[1]?.cache).toBe('no-store');
  });

  it('sends no Authorization without a session, or when signed out', async () => {
    const { fetch, sent } = fakeFetch(json(200, {}));
    const auth = fakeAuth();
    auth.setToken(null);
    await setup(fetch).client.get('/a');
    await setup(fetch, { auth }).client.get('/b');
    expect(sent.map((s) => s.headers.has('Authorization'))).toEqual([false, false]);
  });

  it.each([
    [undefined, 'ar'],
    ['ar', 'ar'],
    ['en', 'en'],
    ['fr', 'ar'],
  ])('page language %s is sent as Accept-Language %s', async (page, expected) => {
    const { fetch, sent } = fakeFetch(json(200, {}));
    const language = page === undefined ? undefined : () => page;
    await setup(fetch, language ? { language } : {}).client.get('/p');
    expect(sent[0]?.headers.get('Accept-Language')).toBe(expected);
  });

  it('reads the page language on each request', async () => {
    const { fetch, sent } = fakeFetch(json(200, {}));
    let page = 'ar';
    const { client } = setup(fetch, { language: () => page });
    await client.get('/p');
    page = 'en';
    await client.get('/p');
    expect(sent.map((s) => s.headers.get('Accept-Language'))).toEqual(['ar', 'en']);
  });

  it('adds the caller headers', async () => {
    const { fetch, sent } = fakeFetch(json(200, {}));
    await setup(fetch).client.get('/p', { headers: { 'X-Trace': '1' } });
    expect(sent[0]?.headers.get('X-Trace')).toBe('1');
  });
});

// --- bodies and query ---------------------------------------------------------------------

describe('request bodies', () => {
  it('sends JSON by default, with Content-Type', async () => {
    const { fetch, sent } = fakeFetch(json(200, {}));
    await setup(fetch).client.post('/api/app/cart/new-cart', { source: 0 });
    expect(sent[0]).toMatchObject({ method: 'POST', body: '{"source":0}' });
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no body and no Content-Type without a body', async () => {
    const { fetch, sent } = fakeFetch(json(200, {}));
    await setup(fetch).client.post('/api/app/cart/c1/process', undefined, {
      query: { paymentMethod: 1 },
    });
    expect(sent[0]?.body).toBeUndefined();
    expect(sent[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('passes a FormData through and never sets Content-Type for it', async () => {
    const { fetch, sent } = fakeFetch(json(200, {}));
    const form = new FormData();
    form.append('receipt', new File(['png'], 'r.png', { type: 'image/png' }));
    await setup(fetch).client.post('/api/app/cart/set-bank-transfer-info/c1', form, {
      bodyKind: 'form-data',
    });
    expect(sent[0]?.body).toBe(form);
    expect(sent[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('converts a plain object to FormData', async () => {
    const { fetch, sent } = fakeFetch(json(200, {}));
    const receipt = new File(['png'], 'r.png', { type: 'image/png' });
    await setup(fetch).client.post('/upload', { receipt }, { bodyKind: 'form-data' });
    const body = sent[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('receipt')).toBeInstanceOf(File);
    expect(sent[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('url-encodes when asked', async () => {
    const { fetch, sent } = fakeFetch(json(200, {}));
    await setup(fetch).client.post(
      '/connect/token',
      { grant_type: 'refresh_token', refresh_token: 'r 1' },
      { bodyKind: 'url-encoded', skipAuth: true },
    );
    expect(sent[0]?.body).toBe('grant_type=refresh_token&refresh_token=r+1');
    expect(sent[0]?.headers.get('Content-Type')).toBe(
      'application/x-www-form-urlencoded;charset=UTF-8',
    );
  });

  it('serialises query parameters: arrays repeat the key, undefined and null are left out', async () => {
    const { fetch, sent } = fakeFetch(json(200, {}));
    await setup(fetch).client.delete('/api/app/cart/cart-items/c1', {
      query: { itemsIds: ['i1', 'i2'], force: true, skip: undefined, note: null },
    });
    expect(sent[0]?.method).toBe('DELETE');
    expect(sent[0]?.url).toBe(
      'https://api.test/api/app/cart/cart-items/c1?itemsIds=i1&itemsIds=i2&force=true',
    );
  });

  it('put sends its method and body', async () => {
    const { fetch, sent } = fakeFetch(json(200, {}));
    await setup(fetch).client.put('/api/app/cart/items/c1', [{ id: 'i1', quantity: 2 }]);
    expect(sent[0]).toMatchObject({ method: 'PUT', body: '[{"id":"i1","quantity":2}]' });
  });
});

// --- answers ------------------------------------------------------------------------------

describe('answers', () => {
  it('parses a JSON answer', async () => {
    const { fetch } = fakeFetch(json(200, { id: 'c1', items: [] }));
    await expect(setup(fetch).client.get('/c')).resolves.toEqual({ id: 'c1', items: [] });
  });

  it('reads a non-JSON answer as text', async () => {
    const { fetch } = fakeFetch(text(200, '<p>Terms</p>', 'text/html'));
    await expect(setup(fetch).client.get('/terms')).resolves.toBe('<p>Terms</p>');
  });

  it('resolves an empty answer as undefined', async () => {
    const { fetch } = fakeFetch(empty(204));
    await expect(setup(fetch).client.delete('/x')).resolves.toBeUndefined();
  });

  it('raises INVALID_RESPONSE for JSON that does not parse', async () => {
    const { fetch } = fakeFetch(text(200, '{oops', 'application/json'));
    const error = await failure(setup(fetch).client.get('/c'));
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });
});

describe('responseSchema', () => {
  const cartSchema = z.object({ id: z.string(), total: z.number() });

  it('accepts and strips unknown fields', async () => {
    const { fetch } = fakeFetch(json(200, { id: 'c1', total: 10, addedLater: true }));
    const cart = await setup(fetch).client.get('/c', { responseSchema: cartSchema });
    expect(cart).toEqual({ id: 'c1', total: 10 });
  });

  it('raises INVALID_RESPONSE, with the zod issues, for a missing required field', async () => {
    const { fetch } = fakeFetch(json(200, { id: 'c1' }));
    const error = await failure(setup(fetch).client.get('/c', { responseSchema: cartSchema }));
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE', body: { id: 'c1' } });
    expect(error.details).toEqual([expect.objectContaining({ path: ['total'] })]);
  });

  it('is not retried, even for a GET', async () => {
    const { fetch } = fakeFetch(json(200, {}));
    await failure(setup(fetch).client.get('/c', { responseSchema: cartSchema }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

// --- errors -------------------------------------------------------------------------------

describe('non-OK answers', () => {
  it('raise an ApiError with the fields of the error body', async () => {
    const body = {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Your request is not valid!',
        details: 'Name is required',
        validationErrors: [{ message: 'Name is required', members: ['name'] }],
      },
    };
    const { fetch } = fakeFetch(json(400, body));
    const error = await failure(setup(fetch).client.get('/c'));
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Your request is not valid!',
      details: 'Name is required',
      validationErrors: [{ message: 'Name is required', members: ['name'] }],
      retryAfterMs: null,
    });
  });

  it('fall back to the status text and API_ERROR for a text body', async () => {
    const { fetch } = fakeFetch(text(404, 'nothing here'));
    const error = await failure(setup(fetch).client.get('/c'));
    expect(error).toMatchObject({
      status: 404,
      code: 'API_ERROR',
      message: 'Not Found',
      body: 'nothing here',
    });
  });

  it('are not retried when not retryable', async () => {
    const { fetch } = fakeFetch(json(404, { error: { code: 'CART_NOT_FOUND', message: 'x' } }));
    const { client, sleep } = setup(fetch);
    expect(await failure(client.get('/c'))).toMatchObject({ code: 'CART_NOT_FOUND' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe('network failure', () => {
  it('raises NETWORK_ERROR "Network error occurred" with status 0', async () => {
    const { fetch } = fakeFetch(networkFailure);
    const error = await failure(setup(fetch).client.post('/c', {}));
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network error occurred',
    });
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

// --- timeouts and abort -------------------------------------------------------------------

describe('timeouts', () => {
  it('times out a standard call at 100,000 ms, not before', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(hang);
    const call = track(setup(fetch).client.get('/c', { retry: false }));
    await vi.advanceTimersByTimeAsync(99_999);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.error).toBeInstanceOf(ApiError);
    expect(call.error).toMatchObject({
      status: 0,
      code: 'REQUEST_TIMEOUT',
      message: 'Operation timed out',
    });
  });

  it('times out a submission at 300,000 ms, not before', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(hang);
    const call = track(setup(fetch).client.post('/p', undefined, { timeout: 'submission' }));
    await vi.advanceTimersByTimeAsync(299_999);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.error).toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });

  it('covers reading the body, not only the headers', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(
      ({ signal }) =>
        new Response(
          new ReadableStream({
            start(controller) {
              signal.addEventListener('abort', () => controller.error(signal.reason));
            },
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const call = track(setup(fetch).client.get('/c', { retry: false }));
    await vi.advanceTimersByTimeAsync(100_000);
    expect(call.error).toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });

  it('retries a timed-out GET as a network failure', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(hang, json(200, { ok: true }));
    const { client, sleep } = setup(fetch);
    const call = track(client.get('/c'));
    await vi.advanceTimersByTimeAsync(100_000);
    expect(call.value).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(1000, undefined);
  });

  it('clears its timer once the answer is read', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(json(200, {}));
    await setup(fetch).client.get('/c');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('caller abort', () => {
  it('rejects with an AbortError, not an ApiError, and is never retried', async () => {
    const { fetch } = fakeFetch(hang);
    const { client, sleep } = setup(fetch);
    const controller = new AbortController();
    const call = client.get('/c', { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('is an AbortError even when aborted with another reason', async () => {
    const { fetch } = fakeFetch(hang);
    const controller = new AbortController();
    const call = setup(fetch).client.get('/c', { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort('left the page');
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('ends the wait between retries', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(networkFailure);
    const controller = new AbortController();
    // The real sleep, so the abort has a timer to cancel.
    const client = createHttpClient({ baseUrl: 'https://api.test', tenant: 'demo', fetch });
    const call = track(client.get('/c', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    expect(fetch).toHaveBeenCalledTimes(1);
    controller.abort('left the page');
    await vi.advanceTimersByTimeAsync(0);
    expect(call.error).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when already aborted', async () => {
    const { fetch } = fakeFetch(json(200, {}));
    const controller = new AbortController();
    controller.abort();
    await expect(
      setup(fetch, { auth: fakeAuth() }).client.get('/c', { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

// --- session ------------------------------------------------------------------------------

describe('token refresh in progress', () => {
  it('does not send until whenRefreshSettled resolves, then sends the fresh token', async () => {
    const { fetch, sent } = fakeFetch(json(200, {}));
    const auth = fakeAuth();
    let settle = () => {};
    auth.whenRefreshSettled.mockReturnValue(new Promise<void>((resolve) => (settle = resolve)));
    const call = setup(fetch, { auth }).client.get('/c');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
    auth.setToken('token-after-refresh');
    settle();
    await call;
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-after-refresh');
  });

  it('stops waiting when the caller aborts', async () => {
    const { fetch } = fakeFetch(json(200, {}));
    const auth = fakeAuth();
    auth.whenRefreshSettled.mockReturnValue(new Promise<void>(() => undefined));
    const controller = new AbortController();
    const call = setup(fetch, { auth }).client.get('/c', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is not awaited for a call that skips the session', async () => {
    const { fetch, sent } = fakeFetch(json(200, {}));
    const auth = fakeAuth();
    auth.whenRefreshSettled.mockReturnValue(new Promise<void>(() => undefined));
    await setup(fetch, { auth }).client.post('/connect/token', {}, { skipAuth: true });
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
    expect(auth.whenRefreshSettled).not.toHaveBeenCalled();
  });
});

describe('401', () => {
  it('refreshes with the token that was sent, then resends once with the new one', async () => {
    const { fetch, sent } = fakeFetch(json(401, unauthorizedBody), json(200, { id: 'c1' }));
    const auth = fakeAuth();
    // A POST too: a 401 was not processed, so the resend is safe.
    const result = await setup(fetch, { auth }).client.post('/api/app/cart/new-cart', {
      source: 0,
    });
    expect(result).toEqual({ id: 'c1' });
    expect(auth.refreshAfterUnauthorized).toHaveBeenCalledExactlyOnceWith('token-1');
    expect(sent.map((s) => s.headers.get('Authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(sent[1]?.body).toBe('{"source":0}');
    expect(auth.logout).not.toHaveBeenCalled();
  });

  it('logs out and raises UNAUTHORIZED when the resend is answered 401 too', async () => {
    const { fetch } = fakeFetch(json(401, unauthorizedBody), json(401, {}));
    const auth = fakeAuth();
    const error = await failure(setup(fetch, { auth }).client.get('/c'));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(auth.refreshAfterUnauthorized).toHaveBeenCalledTimes(1);
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('raises UNAUTHORIZED without resending when the refresh fails', async () => {
    const { fetch } = fakeFetch(json(401, unauthorizedBody), json(200, {}));
    const auth = fakeAuth(false);
    const error = await failure(setup(fetch, { auth }).client.get('/c'));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Token expired' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(auth.logout).not.toHaveBeenCalled();
  });

  it('asks for a refresh when signed out too, naming no rejected token', async () => {
    const { fetch } = fakeFetch(json(401, unauthorizedBody));
    const auth = fakeAuth(false);
    auth.setToken(null);
    await failure(setup(fetch, { auth }).client.get('/api/auth/current-user'));
    expect(auth.refreshAfterUnauthorized).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('refreshes only once per call, even across retries', async () => {
    const { fetch } = fakeFetch(
      json(401, unauthorizedBody),
      json(503, {}),
      json(401, unauthorizedBody),
    );
    const auth = fakeAuth();
    const error = await failure(setup(fetch, { auth }).client.get('/c'));
    expect(error).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(auth.refreshAfterUnauthorized).toHaveBeenCalledTimes(1);
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('is final without a session: the body code, no refresh', async () => {
    const { fetch } = fakeFetch(json(401, unauthorizedBody));
    const error = await failure(setup(fetch).client.get('/api/auth/current-user'));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is final for a call that skips the session', async () => {
    const { fetch } = fakeFetch(json(401, {}));
    const auth = fakeAuth();
    const error = await failure(
      setup(fetch, { auth }).client.post('/connect/token', {}, { skipAuth: true }),
    );
    expect(error).toMatchObject({ status: 401, code: 'API_ERROR' });
    expect(auth.refreshAfterUnauthorized).not.toHaveBeenCalled();
  });
});

// --- retries ------------------------------------------------------------------------------

describe('automatic retries', () => {
  it('retries a GET after a network failure, 3 times, with doubling delays', async () => {
    const { fetch } = fakeFetch(networkFailure);
    const { client, sleep } = setup(fetch);
    const controller = new AbortController();
    const error = await failure(client.get('/c', { signal: controller.signal }));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls).toEqual([
      [1000, controller.signal],
      [2000, controller.signal],
      [4000, controller.signal],
    ]);
  });

  it('retries a GET after a server fault, 2 times, and returns the later success', async () => {
    const { fetch } = fakeFetch(json(500, {}), json(503, {}), json(200, { id: 'c1' }));
    await expect(setup(fetch).client.get('/c')).resolves.toEqual({ id: 'c1' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('adds the injected jitter to the delay', async () => {
    const { fetch } = fakeFetch(networkFailure, json(200, {}));
    const { client, sleep } = setup(fetch, { random: () => 0.999 });
    await client.get('/c');
    expect(sleep).toHaveBeenCalledWith(1999, undefined);
  });

  it('does not retry a POST', async () => {
    const { fetch } = fakeFetch(json(500, {}), json(200, {}));
    const { client, sleep } = setup(fetch);
    expect(await failure(client.post('/c', {}))).toMatchObject({ status: 500 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries a POST marked idempotent', async () => {
    const { fetch } = fakeFetch(networkFailure, json(200, { ok: 1 }));
    await expect(setup(fetch).client.post('/c', {}, { idempotent: true })).resolves.toEqual({
      ok: 1,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry when the call turns retries off', async () => {
    const { fetch } = fakeFetch(networkFailure, json(200, {}));
    await failure(setup(fetch).client.get('/c', { retry: false }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('waits as long as Retry-After asks instead of the computed delay', async () => {
    const { fetch } = fakeFetch(json(503, {}, { 'Retry-After': '7' }), json(200, {}));
    const { client, sleep } = setup(fetch, { random: () => 0.5 });
    await client.get('/c');
    expect(sleep).toHaveBeenCalledExactlyOnceWith(7000, undefined);
  });

  it('retries a 503 SERVICE_UNAVAILABLE (a database outage) three times, after its Retry-After', async () => {
    const unavailable = () =>
      json(
        503,
        { error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable.' } },
        { 'Retry-After': '2' },
      );
    const { fetch } = fakeFetch(unavailable(), unavailable(), unavailable(), json(200, { ok: 1 }));
    const { client, sleep } = setup(fetch);
    expect(await client.get('/c')).toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([2000, 2000, 2000]);
  });

  it('reads a Retry-After date against the injected clock', async () => {
    const { fetch } = fakeFetch(
      json(503, {}, { 'Retry-After': 'Wed, 01 Jan 2025 12:00:05 GMT' }),
      json(200, {}),
    );
    const { client, sleep } = setup(fetch);
    await client.get('/c');
    expect(sleep).toHaveBeenCalledExactlyOnceWith(5000, undefined);
  });

  it('gives up at once when Retry-After is longer than the 10 s cap', async () => {
    const { fetch } = fakeFetch(json(503, {}, { 'Retry-After': '120' }), json(200, {}));
    const error = await failure(setup(fetch).client.get('/c'));
    expect(error.retryAfterMs).toBe(120_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
