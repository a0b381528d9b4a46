import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { basicAuth, postProviderJson } from './provider-request.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('postProviderJson', () => {
  it('posts JSON and answers any status with its body', async () => {
    const fetch = vi.fn(async (_input: string | URL | Request, _init?: RequestInit) =>
      Response.json({ message: 'Invalid token' }, { status: 400 }),
    );

    await expect(
      postProviderJson('https://pay.test/v1/x', { a: 1 }, { fetch, headers: { 'X-Extra': 'y' } }),
    ).resolves.toEqual({ status: 400, body: { message: 'Invalid token' } });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('X-Extra')).toBe('y');
  });

  it('keeps malformed JSON as text', async () => {
    const fetch = async () =>
      new Response('{oops', { status: 201, headers: { 'Content-Type': 'application/json' } });

    await expect(postProviderJson('https://pay.test/v1/x', {}, { fetch })).resolves.toEqual({
      status: 201,
      body: '{oops',
    });
  });

  it('throws NETWORK_ERROR when no answer comes', async () => {
    const fetch = async () => {
      throw new TypeError('fetch failed');
    };

    const failure = postProviderJson('https://pay.test/v1/x', {}, { fetch });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('throws REQUEST_TIMEOUT when the provider does not answer in time', async () => {
    vi.useFakeTimers();
    const fetch = (_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('timed out', 'TimeoutError')),
        );
      });

    const outcome = postProviderJson(
      'https://pay.test/v1/x',
      {},
      { fetch, timeoutMs: 1_000 },
    ).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);

    await expect(outcome).resolves.toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });
});

describe('basicAuth', () => {
  it('sends the key as user name with an empty password', () => {
    expect(basicAuth('pk_test_1')).toBe(`Basic ${btoa('pk_test_1:')}`);
    expect(atob(basicAuth('pk_test_1').slice('Basic '.length))).toBe('pk_test_1:');
  });
});
