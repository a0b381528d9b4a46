import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { MemoryStorage } from '../auth/testing/memory-storage.ts';
import { testJwt } from '../auth/testing/test-tokens.ts';
import { createTokenStore } from '../auth/token-store.ts';
import { createAuthResource } from './auth-resource.ts';
import { fakeApi, onlyRequest } from './testing/fake-api.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import { customerId, sampleCurrentUser } from './testing/sample-answers.ts';

function signInParts() {
  const accessToken = testJwt({ CustomerId: customerId });
  return {
    connectToken: {
      mobileNumberGrant: vi.fn(async () => ({
        access_token: accessToken,
        token_type: 'Bearer' as const,
        expires_in: 3600,
        refresh_token: 'r-1',
      })),
    },
    store: createTokenStore(new MemoryStorage()),
    logout: vi.fn(),
    now: () => 1_000,
    accessToken,
  };
}

describeResourceCalls('auth resource', (http) => createAuthResource(http, signInParts()), [
  {
    name: 'requestOtp',
    call: (auth) => auth.requestOtp('+966501234567'),
    method: 'POST',
    path: '/api/app/otp',
    body: { kind: 'json', value: { mobileNumber: '+966501234567', purpose: 0 } },
    answer: { token: 'otp-token', expiresIn: 300 },
    requiredField: 'token',
  },
  {
    name: 'currentUser',
    call: (auth) => auth.currentUser(),
    method: 'GET',
    path: '/api/auth/current-user',
    answer: sampleCurrentUser,
    requiredField: 'customerId',
  },
]);

const failure = (status: number, code: string) => ({
  status,
  json: { error: { code, message: code, details: null, validationErrors: null } },
});

describe('auth resource', () => {
  it('answers null for "not signed in" (401) from current-user', async () => {
    const { http } = fakeApi(failure(401, 'UNAUTHORIZED'));

    await expect(createAuthResource(http, signInParts()).currentUser()).resolves.toBeNull();
  });

  it('passes other current-user failures on', async () => {
    const { http } = fakeApi(failure(403, 'FORBIDDEN'));

    const result = createAuthResource(http, signInParts()).currentUser();

    await expect(result).rejects.toBeInstanceOf(ApiError);
    await expect(result).rejects.toMatchObject({ status: 403 });
  });

  it('signs in with the code through /connect/token and stores the tokens', async () => {
    const parts = signInParts();
    const { http, sent } = fakeApi({ json: {} });
    const auth = createAuthResource(http, parts);

    await expect(auth.signInWithOtp({ otp: '123456', token: 'otp-token' })).resolves.toEqual({
      customerId,
    });

    expect(parts.connectToken.mobileNumberGrant).toHaveBeenCalledWith({
      otp: '123456',
      token: 'otp-token',
    });
    expect(parts.store.getAccessToken()).toBe(parts.accessToken);
    expect(parts.store.getRefreshToken()).toBe('r-1');
    expect(sent).toHaveLength(0);
  });

  it('signs out through the injected logout', () => {
    const parts = signInParts();
    const { http } = fakeApi({ json: {} });

    createAuthResource(http, parts).signOut();

    expect(parts.logout).toHaveBeenCalledOnce();
  });

  it('sends requestOtp through the http-client, so it carries the tenant header', async () => {
    const { http, sent } = fakeApi({ json: { token: 'otp-token', expiresIn: 300 } });

    await createAuthResource(http, signInParts()).requestOtp('+966501234567');

    expect(onlyRequest(sent).headers.get('__tenant')).toBe('demo');
  });
});
