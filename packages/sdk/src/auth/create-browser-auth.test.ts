import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserAuth } from './create-browser-auth.ts';
import { createOtpSignIn } from './otp-sign-in.ts';
import { FakeLockManager } from './testing/fake-lock-manager.ts';
import { MemoryStorage } from './testing/memory-storage.ts';
import { testJwt } from './testing/test-tokens.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function environment() {
  return {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    location: { hostname: 'shop.example.com', pathname: '/acme/checkout', assign: vi.fn() },
    navigator: { locks: new FakeLockManager() },
  };
}

describe('createBrowserAuth', () => {
  it('signs in, refreshes under the Web Lock and logs out over the given environment', async () => {
    const env = environment();
    const access = testJwt({ CustomerId: 'c-1' });
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(
        Response.json({
          access_token: access,
          token_type: 'Bearer',
          expires_in: 3600,
          refresh_token: 'r-1',
        }),
      ),
    );
    const auth = createBrowserAuth({
      baseUrl: 'https://api.test',
      tenant: 'demo',
      ownHosts: ['shop.example.com'],
      fetch,
      environment: env,
    });
    const signIn = createOtpSignIn({ post: vi.fn(), ...auth });

    await signIn.signInWithOtp({ otp: '123456', token: 'otp-token' });
    expect(env.localStorage.getItem('access_token')).toBe(access);

    const refreshed = auth.session.refreshAfterUnauthorized(access);
    await vi.advanceTimersByTimeAsync(0);
    await expect(refreshed).resolves.toBe(true);
    expect(env.navigator.locks.requests).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(2);

    auth.session.logout();
    expect(env.localStorage.items.size).toBe(0);
    expect(env.location.assign).toHaveBeenCalledWith('/acme/login');
  });
});
