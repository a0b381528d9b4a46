import { describe, expect, it, vi } from 'vitest';
import { core } from 'zod/mini';
import { AuthError } from './auth-error.ts';
import { createConnectTokenClient } from './connect-token-client.ts';
import { createOtpSignIn } from './otp-sign-in.ts';
import { createTokenStore } from './token-store.ts';
import { MemoryStorage } from './testing/memory-storage.ts';
import { testJwt } from './testing/test-tokens.ts';

function setup(tokenResponse: () => Response) {
  const storage = new MemoryStorage();
  const store = createTokenStore(storage);
  const post = vi.fn((_path: string, _body: unknown) =>
    Promise.resolve<unknown>({ token: 'otp-token', expiresIn: 300 }),
  );
  const fetch = vi.fn(() => Promise.resolve(tokenResponse()));
  const connectToken = createConnectTokenClient({
    baseUrl: 'https://api.test',
    tenant: 'demo',
    fetch,
  });
  const logout = vi.fn();
  const signIn = createOtpSignIn({ post, connectToken, store, logout, now: () => 1_000 });
  return { signIn, post, fetch, store, storage, logout };
}

const okTokens = (access: string) => () =>
  Response.json({
    access_token: access,
    token_type: 'Bearer',
    expires_in: 3600,
    refresh_token: 'r-1',
  });

describe('createOtpSignIn', () => {
  it('requests a code with POST /api/app/otp {mobileNumber, purpose: 0}', async () => {
    const { signIn, post } = setup(okTokens('a'));

    await expect(signIn.requestOtp('+966501234567')).resolves.toEqual({
      token: 'otp-token',
      expiresIn: 300,
    });
    expect(post).toHaveBeenCalledWith('/api/app/otp', {
      mobileNumber: '+966501234567',
      purpose: 0,
    });
  });

  it('rejects an OTP answer of the wrong shape', async () => {
    const { signIn, post } = setup(okTokens('a'));
    post.mockResolvedValueOnce({ expiresIn: 300 });
    await expect(signIn.requestOtp('+966501234567')).rejects.toBeInstanceOf(core.$ZodError);
  });

  it('signs in with the code and stores both tokens and the time', async () => {
    const access = testJwt({ CustomerId: 'c-7' });
    const { signIn, store } = setup(okTokens(access));

    await expect(signIn.signInWithOtp({ otp: '123456', token: 'otp-token' })).resolves.toEqual({
      customerId: 'c-7',
    });

    expect(store.getAccessToken()).toBe(access);
    expect(store.getRefreshToken()).toBe('r-1');
    expect(store.getRefreshedAt()).toBe(1_000);
  });

  it('stores nothing when the code is refused', async () => {
    const { signIn, storage } = setup(() =>
      Response.json(
        { error: 'invalid_grant', error_description: 'Invalid code.' },
        { status: 400 },
      ),
    );

    const error: unknown = await signIn
      .signInWithOtp({ otp: '000000', token: 'otp-token' })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(storage.items.size).toBe(0);
  });

  it('signs out through logout', () => {
    const { signIn, logout } = setup(okTokens('a'));
    signIn.signOut();
    expect(logout).toHaveBeenCalledOnce();
  });
});
