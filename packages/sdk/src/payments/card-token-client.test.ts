import { describe, expect, it, vi } from 'vitest';
import { createCardTokenClient } from './card-token-client.ts';
import { isPaymentFlowError, type PaymentFlowError } from './payment-flow-error.ts';
import type { CardDetails } from './payment-flow-types.ts';

const card: CardDetails = {
  number: '4201320111111010',
  name: 'Sara Ali',
  month: '09',
  year: '30',
  cvc: '123',
};
const callbackUrl = 'https://shop.test/checkout?cartId=1';
const tokenAnswer = {
  id: 'token_abc',
  status: 'initiated',
  brand: 'mada',
  funding: 'debit',
  country: 'SA',
  name: 'Sara Ali',
  month: '09',
  year: '2030',
  last_four: '1010',
  verification_url: null,
};

/** A fetch answering each call with the next answer (the last one repeats). */
function providerFetch(...answers: (() => Response)[]) {
  return vi.fn(async (_input: string | URL | Request, _init?: RequestInit) => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return next();
  });
}

const json = (body: unknown, status: number) => () => Response.json(body, { status });
const networkDown = () => {
  throw new TypeError('fetch failed');
};

function client(fetch: ReturnType<typeof providerFetch>) {
  const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {});
  const tokens = createCardTokenClient({
    apiBaseUrl: 'https://pay.test/moyasar/',
    publishableKey: 'pk_test_1',
    fetch,
    sleep,
    random: () => 0,
  });
  return { tokens, sleep };
}

async function failureOf(promise: Promise<unknown>): Promise<PaymentFlowError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!isPaymentFlowError(error))
    throw new Error(`expected a PaymentFlowError, got ${String(error)}`);
  return error;
}

describe('createCardTokenClient', () => {
  it('posts the card to {apiBaseUrl}/v1/tokens with the publishable key and answers the token', async () => {
    const fetch = providerFetch(json(tokenAnswer, 201));
    const { tokens } = client(fetch);

    await expect(tokens.createToken(card, callbackUrl)).resolves.toEqual({
      id: 'token_abc',
      brand: 'mada',
      lastFour: '1010',
    });

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://pay.test/moyasar/v1/tokens');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({
      publishable_api_key: 'pk_test_1',
      name: 'Sara Ali',
      number: '4201320111111010',
      month: '09',
      year: '30',
      cvc: '123',
      save_only: true,
      callback_url: callbackUrl,
    });
  });

  it('reads an answer without brand or last four leniently', async () => {
    const { tokens } = client(providerFetch(json({ id: 'token_abc', brand: 7 }, 201)));

    await expect(tokens.createToken(card, callbackUrl)).resolves.toEqual({
      id: 'token_abc',
      brand: '',
      lastFour: '1010',
    });
  });

  it('fails with INVALID_RESPONSE when the answer has no id', async () => {
    const { tokens } = client(providerFetch(json({ status: 'initiated', brand: 'mada' }, 201)));

    const error = await failureOf(tokens.createToken(card, callbackUrl));

    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('maps a 400 with errors to VALIDATION_ERROR with our card field names', async () => {
    const fetch = providerFetch(
      json(
        {
          type: 'invalid_request_error',
          message: 'Validation Failed',
          errors: {
            number: ['is invalid'],
            'source.cvc': 'is too short',
            'source[year]': ['expired'],
          },
        },
        400,
      ),
    );
    const { tokens } = client(fetch);

    const error = await failureOf(tokens.createToken(card, callbackUrl));

    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Validation Failed');
    expect(error.fieldErrors).toEqual({
      number: ['is invalid'],
      cvc: ['is too short'],
      year: ['expired'],
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    { status: 400, body: { type: 'invalid_request_error', message: 'Invalid token' } },
    {
      status: 401,
      body: { type: 'authentication_error', message: 'Invalid authorization credentials' },
    },
    { status: 422, body: 'Unprocessable' },
  ])('maps another $status to MOYASAR_TOKEN_FAILED without retrying', async ({ status, body }) => {
    const fetch = providerFetch(json(body, status));
    const { tokens } = client(fetch);

    const error = await failureOf(tokens.createToken(card, callbackUrl));

    expect(error.code).toBe('MOYASAR_TOKEN_FAILED');
    expect(error.fieldErrors).toEqual({});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a server fault per the retry policy and then answers the token', async () => {
    const fetch = providerFetch(json({ message: 'busy' }, 503), json(tokenAnswer, 201));
    const { tokens, sleep } = client(fetch);

    await expect(tokens.createToken(card, callbackUrl)).resolves.toMatchObject({ id: 'token_abc' });

    expect(fetch).toHaveBeenCalledTimes(2);
    // First retry: 1 s, no jitter (random 0).
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000]);
  });

  it('gives up on a network failure after 3 retries with PROVIDER_UNAVAILABLE', async () => {
    const fetch = providerFetch(networkDown);
    const { tokens, sleep } = client(fetch);

    const error = await failureOf(tokens.createToken(card, callbackUrl));

    expect(error.code).toBe('PROVIDER_UNAVAILABLE');
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
  });

  it('gives up on a lasting server fault after 2 retries with PROVIDER_UNAVAILABLE', async () => {
    const fetch = providerFetch(json({ message: 'down' }, 500));
    const { tokens } = client(fetch);

    const error = await failureOf(tokens.createToken(card, callbackUrl));

    expect(error.code).toBe('PROVIDER_UNAVAILABLE');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('rejects with an AbortError and does not retry when the caller aborts', async () => {
    const controller = new AbortController();
    const fetch = providerFetch(() => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const { tokens } = client(fetch);

    await expect(tokens.createToken(card, callbackUrl, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never writes the card to the console or into the error', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => {}),
    );
    const { tokens } = client(
      providerFetch(
        json({ message: 'Validation Failed', errors: { number: ['is invalid'] } }, 400),
      ),
    );

    const error = await failureOf(tokens.createToken(card, callbackUrl));

    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    const shown = JSON.stringify({ message: error.message, fieldErrors: error.fieldErrors });
    expect(shown).not.toContain(card.number);
    expect(shown).not.toContain(card.cvc);
  });
});
