import { describe, expect, it, vi } from 'vitest';
import { AuthError } from './auth-error.ts';
import { createConnectTokenClient } from './connect-token-client.ts';
import { urlOf } from './testing/url-of.ts';

const tokenAnswer = {
  access_token: 'new-access',
  token_type: 'Bearer',
  expires_in: 3600,
  refresh_token: 'new-refresh',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(answer()),
  );
  const client = createConnectTokenClient({ baseUrl: 'https://api.test/', tenant: 'demo', fetch });
  const sent = () => {
    const [input, init] = fetch.mock.calls[0] ?? [];
    return {
      url: input === undefined ? undefined : urlOf(input),
      method: init?.method,
      headers: init?.headers as Record<string, string>,
      form: Object.fromEntries(new URLSearchParams(String(init?.body as URLSearchParams))),
    };
  };
  return { client, fetch, sent };
}

async function rejection(promise: Promise<unknown>): Promise<AuthError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AuthError)) throw new Error(`expected an AuthError, got ${String(error)}`);
  return error;
}

describe('createConnectTokenClient', () => {
  it('sends the refresh grant form-encoded with the client id, scope and tenant header', async () => {
    const { client, sent } = setup(() => json(tokenAnswer));

    await expect(client.refreshGrant('old-refresh')).resolves.toEqual(tokenAnswer);

    expect(sent()).toEqual({
      url: 'https://api.test/connect/token',
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
        __tenant: 'demo',
      },
      form: {
        grant_type: 'refresh_token',
        client_id: 'storefront_checkout',
        scope: 'openid offline_access storefront',
        refresh_token: 'old-refresh',
      },
    });
  });

  it('sends the mobile-number grant with the code and the OTP token', async () => {
    const { client, sent } = setup(() => json(tokenAnswer));

    await client.mobileNumberGrant({ otp: '123456', token: 'otp-token' });

    expect(sent().form).toEqual({
      grant_type: 'mobile_number',
      client_id: 'storefront_checkout',
      scope: 'openid offline_access storefront',
      otp: '123456',
      token: 'otp-token',
    });
  });

  it.each([401, 403])('turns a refresh answered %i into REFRESH_REJECTED', async (status) => {
    const { client } = setup(() => json({}, status));
    const error = await rejection(client.refreshGrant('r'));
    expect(error.code).toBe('REFRESH_REJECTED');
  });

  it('turns an OAuth invalid_grant answer into REFRESH_REJECTED with its description', async () => {
    const { client } = setup(() =>
      json({ error: 'invalid_grant', error_description: 'Refresh token revoked.' }, 400),
    );
    const error = await rejection(client.refreshGrant('r'));
    expect(error).toMatchObject({ code: 'REFRESH_REJECTED', message: 'Refresh token revoked.' });
  });

  it('turns a wrong code on sign-in into UNAUTHORIZED with the OAuth description', async () => {
    const { client } = setup(() =>
      json({ error: 'invalid_grant', error_description: 'Invalid code.' }, 400),
    );
    const error = await rejection(client.mobileNumberGrant({ otp: '000000', token: 't' }));
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid code.' });
  });

  it('keeps other OAuth errors apart from a rejected token (API_ERROR)', async () => {
    const { client } = setup(() =>
      json({ error: 'unsupported_grant_type', error_description: 'Nope.' }, 400),
    );
    const error = await rejection(client.refreshGrant('r'));
    expect(error).toMatchObject({ code: 'API_ERROR', message: 'Nope.' });
  });

  it('maps 429 to RATE_LIMIT', async () => {
    const { client } = setup(() => new Response('slow down', { status: 429 }));
    const error = await rejection(client.mobileNumberGrant({ otp: '1', token: 't' }));
    expect(error).toMatchObject({ code: 'RATE_LIMIT', retryAfterMs: null });
  });

  it("keeps a 429's Retry-After (a number's spent wrong codes lock it for minutes)", async () => {
    const { client } = setup(
      () => new Response('{}', { status: 429, headers: { 'Retry-After': '1680' } }),
    );
    const error = await rejection(client.mobileNumberGrant({ otp: '1', token: 't' }));
    expect(error).toMatchObject({ code: 'RATE_LIMIT', retryAfterMs: 1_680_000 });
  });

  it('fails a refresh answer without access_token with the spec text', async () => {
    const { client } = setup(() => json({ token_type: 'Bearer', refresh_token: 'r2' }));
    const error = await rejection(client.refreshGrant('r'));
    expect(error).toMatchObject({
      code: 'REFRESH_MISSING_ACCESS_TOKEN',
      message: 'Refresh response did not include an access_token.',
    });
  });

  it('fails an otherwise malformed answer as API_ERROR', async () => {
    const { client } = setup(() => json({ access_token: 'a', token_type: 'Bearer' }));
    expect((await rejection(client.refreshGrant('r'))).code).toBe('API_ERROR');
  });

  it('wraps a network failure as NETWORK_ERROR', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(client.refreshGrant('r'));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: 'Network error occurred' });
  });
});
