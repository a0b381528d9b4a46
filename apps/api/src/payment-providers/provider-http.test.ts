import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createMoyasarAdapter } from './moyasar/moyasar-adapter.ts';
import { createMyFatoorahAdapter } from './myfatoorah/myfatoorah-adapter.ts';
import { PaymentProviderError } from './payment-provider-ports.ts';
import { callProvider, readProviderAnswer, type ProviderConnection } from './provider-http.ts';
import { createTabbyAdapter } from './tabby/tabby-adapter.ts';
import { createTamaraAdapter } from './tamara/tamara-adapter.ts';

function connection(fetch: typeof globalThis.fetch): ProviderConnection {
  return { provider: 'Acme', apiUrl: 'https://acme.test/', authorization: 'Bearer k', fetch };
}

const answering = (status: number, body: string) =>
  vi.fn(() => Promise.resolve(new Response(status === 204 ? null : body, { status })));

async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof PaymentProviderError)) throw new Error('expected a PaymentProviderError');
  return error;
}

describe('callProvider: one mapping of provider failures for every adapter', () => {
  it('sends the method, path, key and JSON body, and returns the parsed answer', async () => {
    const fetch = answering(201, '{"id":"pay_1"}');
    const answer = await callProvider(connection(fetch), {
      method: 'POST',
      path: '/v1/payments',
      body: { amount: 100 },
    });
    expect(answer).toEqual({ status: 201, body: { id: 'pay_1' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://acme.test/v1/payments');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"amount":100}');
    expect(init.headers).toMatchObject({
      authorization: 'Bearer k',
      accept: 'application/json',
      'content-type': 'application/json',
    });
  });

  it.each([
    ['429', 429, 'PROVIDER_UNAVAILABLE'],
    ['500', 500, 'PROVIDER_UNAVAILABLE'],
    ['503', 503, 'PROVIDER_UNAVAILABLE'],
    ['401', 401, 'CONFIGURATION_ERROR'],
    ['403', 403, 'CONFIGURATION_ERROR'],
  ] as const)('answers %s as %s, with the status', async (_name, status, code) => {
    const error = await failureOf(
      callProvider(connection(answering(status, '{}')), { method: 'GET', path: '/x' }),
    );
    expect(error.code).toBe(code);
    expect(error.options.status).toBe(status);
  });

  it('answers a network failure as PROVIDER_UNAVAILABLE', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failureOf(callProvider(connection(fetch), { method: 'GET', path: '/x' }));
    expect(error.code).toBe('PROVIDER_UNAVAILABLE');
    expect(error.message).toBe('Acme could not be reached.');
  });

  it('answers a successful answer that is not JSON as INVALID_RESPONSE', async () => {
    const fetch = answering(200, '<html>maintenance</html>');
    const error = await failureOf(callProvider(connection(fetch), { method: 'GET', path: '/x' }));
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('returns a refusal (4xx) for the adapter to read, its body undefined when not JSON', async () => {
    const json = await callProvider(connection(answering(400, '{"message":"bad"}')), {
      method: 'GET',
      path: '/x',
    });
    expect(json).toEqual({ status: 400, body: { message: 'bad' } });
    const text = await callProvider(connection(answering(404, 'Not Found')), {
      method: 'GET',
      path: '/x',
    });
    expect(text).toEqual({ status: 404, body: undefined });
  });

  it('reads a body with its schema, or throws INVALID_RESPONSE', () => {
    const schema = z.object({ id: z.string() });
    expect(readProviderAnswer('Acme', { status: 200, body: { id: 'a' } }, schema)).toEqual({
      id: 'a',
    });
    expect(() => readProviderAnswer('Acme', { status: 200, body: { id: 1 } }, schema)).toThrow(
      PaymentProviderError,
    );
  });
});

describe('every adapter answers a rate limit (429) as PROVIDER_UNAVAILABLE', () => {
  const fetch = answering(429, '{"message":"slow down"}');
  const adapters = {
    moyasar: () =>
      createMoyasarAdapter({
        apiUrl: 'https://m.test',
        secretKey: 'sk',
        publishableKey: 'pk',
        fetch,
      }).fetchPayment('p'),
    myfatoorah: () =>
      createMyFatoorahAdapter({
        apiUrl: 'https://f.test',
        apiKey: 'k',
        scriptUrl: 'https://f.test/s.js',
        fetch,
      }).fetchPayment('p'),
    tabby: () =>
      createTabbyAdapter({
        apiUrl: 'https://t.test',
        secretKey: 'sk',
        merchantCode: 'm',
        fetch,
      }).fetchPayment('p'),
    tamara: () =>
      createTamaraAdapter({
        apiUrl: 'https://tm.test',
        apiToken: 't',
        notificationKey: 'n',
        fetch,
      }).fetchPayment('p'),
  };
  it.each(Object.keys(adapters) as (keyof typeof adapters)[])('%s', async (name) => {
    const error = await failureOf(adapters[name]());
    expect(error.code).toBe('PROVIDER_UNAVAILABLE');
  });
});
