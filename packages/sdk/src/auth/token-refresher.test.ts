import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthError } from './auth-error.ts';
import { createConnectTokenClient } from './connect-token-client.ts';
import { createLocalStorageRefreshLock } from './local-storage-refresh-lock.ts';
import { createRefreshAttempts } from './refresh-attempts.ts';
import type { RefreshLock } from './refresh-lock.ts';
import { createTokenRefresher, type TokenRefresherOptions } from './token-refresher.ts';
import { createTokenStore } from './token-store.ts';
import { createWebLocksRefreshLock } from './web-locks-refresh-lock.ts';
import { deferred, track } from './testing/deferred.ts';
import { FakeLockManager } from './testing/fake-lock-manager.ts';
import { MemoryStorage } from './testing/memory-storage.ts';
import { testJwt } from './testing/test-tokens.ts';

const t0 = 1_700_000_000_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(t0);
});
afterEach(() => {
  vi.useRealTimers();
});

type TokenEndpoint = (form: URLSearchParams) => Response | Promise<Response>;

const issued = (access = testJwt(), refresh = `refresh-${Math.random()}`) =>
  Response.json({
    access_token: access,
    token_type: 'Bearer',
    expires_in: 3600,
    refresh_token: refresh,
  });

/** One origin: shared storage and lock kind, a `/connect/token` that counts its calls. */
function origin(kind: 'web-locks' | 'local-storage' = 'web-locks') {
  const storage = new MemoryStorage();
  const locks = new FakeLockManager();
  let endpoint: TokenEndpoint = () => issued();
  const refreshTokensSent: string[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const form = new URLSearchParams(String(init?.body as URLSearchParams));
    refreshTokensSent.push(form.get('refresh_token') ?? '');
    return endpoint(form);
  });
  const connect = createConnectTokenClient({ baseUrl: 'https://api.test', tenant: 'demo', fetch });
  let tabs = 0;

  const lockFor = (): RefreshLock =>
    kind === 'web-locks'
      ? createWebLocksRefreshLock({ locks })
      : createLocalStorageRefreshLock({
          storage,
          now: () => Date.now(),
          randomId: () => `tab-${tabs}-${Math.random()}`,
        });

  const tab = (overrides: Partial<TokenRefresherOptions> = {}) => {
    tabs += 1;
    const logout = vi.fn();
    const onError = vi.fn((_error: AuthError) => undefined);
    const refresher = createTokenRefresher({
      store: createTokenStore(storage),
      lock: lockFor(),
      attempts: createRefreshAttempts({ storage }),
      requestRefresh: (token, signal) => connect.refreshGrant(token, signal),
      logout,
      onError,
      now: () => Date.now(),
      ...overrides,
    });
    return { refresher, logout, onError };
  };

  const store = createTokenStore(storage);
  return {
    storage,
    locks,
    store,
    fetch,
    refreshTokensSent,
    tab,
    answer(next: TokenEndpoint) {
      endpoint = next;
    },
    signIn(access = testJwt(), refresh = 'refresh-0', at = t0 - 60_000) {
      store.setTokens({ access_token: access, refresh_token: refresh }, at);
      return access;
    },
  };
}

/** Runs a refresh to completion under fake time. */
async function settle<T>(promise: Promise<T>, ms = 200): Promise<T> {
  await vi.advanceTimersByTimeAsync(ms);
  return promise;
}

describe.each(['web-locks', 'local-storage'] as const)('token refresher (%s lock)', (kind) => {
  it('refreshes after a 401 and stores both new tokens and the time', async () => {
    const o = origin(kind);
    const old = o.signIn();
    const fresh = testJwt();
    o.answer(() => issued(fresh, 'refresh-1'));
    const { refresher } = o.tab();

    await expect(settle(refresher.refreshAfterUnauthorized(old))).resolves.toBe(true);

    expect(o.refreshTokensSent).toEqual(['refresh-0']);
    expect(o.store.getAccessToken()).toBe(fresh);
    expect(o.store.getRefreshToken()).toBe('refresh-1');
    expect(o.store.getRefreshedAt()).toBeGreaterThanOrEqual(t0);
    expect(refresher.getAccessToken()).toBe(fresh);
    expect(refresher.lastError).toBeNull();
  });

  it('reuses a token another tab stored within the 5,000 ms freshness window', async () => {
    const o = origin(kind);
    // Stored 4,900 ms ago: still fresh once the lock is held (the localStorage lock settles 50 ms).
    o.signIn(testJwt(), 'refresh-0', t0 - 4_900);
    const { refresher } = o.tab();

    await expect(settle(refresher.refreshAfterUnauthorized('rejected-old'))).resolves.toBe(true);

    expect(o.fetch).not.toHaveBeenCalled();
  });

  it('calls the server when the other token is 5,000 ms old or older', async () => {
    const o = origin(kind);
    o.signIn(testJwt(), 'refresh-0', t0 - 5_000);
    const { refresher } = o.tab();

    await expect(settle(refresher.refreshAfterUnauthorized('rejected-old'))).resolves.toBe(true);

    expect(o.fetch).toHaveBeenCalledOnce();
  });

  it('calls the server when the fresh stored token is the one that was rejected', async () => {
    const o = origin(kind);
    const current = o.signIn(testJwt(), 'refresh-0', t0);
    const { refresher } = o.tab();

    await settle(refresher.refreshAfterUnauthorized(current));

    expect(o.fetch).toHaveBeenCalledOnce();
  });

  it('fails with "No refresh token available." and clears the tokens', async () => {
    const o = origin(kind);
    o.storage.setItem('access_token', 'orphan-access');
    const { refresher, onError } = o.tab();

    await expect(settle(refresher.refreshAfterUnauthorized('orphan-access'))).resolves.toBe(false);

    expect(refresher.lastError).toMatchObject({
      code: 'NO_REFRESH_TOKEN',
      message: 'No refresh token available.',
    });
    expect(onError).toHaveBeenCalledWith(refresher.lastError);
    expect(o.store.getAccessToken()).toBeNull();
    expect(o.fetch).not.toHaveBeenCalled();
  });

  it('fails with "Refresh response did not include an access_token."', async () => {
    const o = origin(kind);
    const old = o.signIn();
    o.answer(() => Response.json({ token_type: 'Bearer', refresh_token: 'r' }));
    const { refresher } = o.tab();

    await expect(settle(refresher.refreshAfterUnauthorized(old))).resolves.toBe(false);

    expect(refresher.lastError).toMatchObject({
      code: 'REFRESH_MISSING_ACCESS_TOKEN',
      message: 'Refresh response did not include an access_token.',
    });
    expect(o.store.getAccessToken()).toBe(old);
  });

  it.each([401, 403])('clears the tokens when the refresh is answered %i', async (status) => {
    const o = origin(kind);
    const old = o.signIn();
    o.answer(() => new Response(null, { status }));
    const { refresher } = o.tab();

    await expect(settle(refresher.refreshAfterUnauthorized(old))).resolves.toBe(false);

    expect(refresher.lastError?.code).toBe('REFRESH_REJECTED');
    expect(o.store.getAccessToken()).toBeNull();
    expect(o.store.getRefreshToken()).toBeNull();
  });

  it('keeps the tokens when the server fails for its own reasons (500)', async () => {
    const o = origin(kind);
    const old = o.signIn();
    o.answer(() => new Response('oops', { status: 500, statusText: 'Internal Server Error' }));
    const { refresher } = o.tab();

    await expect(settle(refresher.refreshAfterUnauthorized(old))).resolves.toBe(false);

    expect(refresher.lastError?.code).toBe('API_ERROR');
    expect(o.store.getAccessToken()).toBe(old);
  });

  it('allows 3 refresh calls per 30,000 ms across tabs, then logs out; the window slides', async () => {
    const o = origin(kind);
    o.signIn();
    const a = o.tab();
    const b = o.tab();
    const refreshCurrent = (tab: typeof a) =>
      settle(tab.refresher.refreshAfterUnauthorized(o.store.getAccessToken()));

    await expect(refreshCurrent(a)).resolves.toBe(true);
    vi.advanceTimersByTime(10_000);
    await expect(refreshCurrent(b)).resolves.toBe(true);
    await expect(refreshCurrent(a)).resolves.toBe(true);
    expect(o.fetch).toHaveBeenCalledTimes(3);

    await expect(refreshCurrent(b)).resolves.toBe(false);
    expect(b.refresher.lastError).toMatchObject({
      code: 'MAX_REFRESH_ATTEMPTS',
      message: 'Maximum token refresh attempts exceeded',
    });
    expect(b.logout).toHaveBeenCalledOnce();
    expect(o.fetch).toHaveBeenCalledTimes(3);

    // 30,000 ms after the first call it has left the window: one more call is allowed.
    vi.setSystemTime(t0 + 30_000);
    await expect(refreshCurrent(a)).resolves.toBe(true);
    expect(o.fetch).toHaveBeenCalledTimes(4);
    expect(a.logout).not.toHaveBeenCalled();
  });

  it('fails with "Token refresh timeout" when the server never answers, and frees the lock', async () => {
    const o = origin(kind);
    const old = o.signIn();
    o.answer(() => new Promise<Response>(() => undefined));
    const { refresher } = o.tab();

    const run = track(refresher.refreshAfterUnauthorized(old));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(run.settled).toBe(false);
    await expect(settle(run.promise, 1_500)).resolves.toBe(false);

    expect(refresher.lastError).toMatchObject({
      code: 'TOKEN_REFRESH_TIMEOUT',
      message: 'Token refresh timeout',
    });
    o.answer(() => issued());
    await expect(settle(refresher.refreshAfterUnauthorized(old))).resolves.toBe(true);
  });

  it('whenRefreshSettled resolves at once when no refresh is in progress', async () => {
    const o = origin(kind);
    const { refresher } = o.tab();
    await expect(refresher.whenRefreshSettled()).resolves.toBeUndefined();
  });

  it('whenRefreshSettled waits for a refresh in another tab', async () => {
    const o = origin(kind);
    const old = o.signIn();
    const server = deferred<Response>();
    o.answer(() => server.promise);
    const a = o.tab();
    const b = o.tab();

    const refreshing = a.refresher.refreshAfterUnauthorized(old);
    await vi.advanceTimersByTimeAsync(100);
    const waiting = track(b.refresher.whenRefreshSettled());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(waiting.settled).toBe(false);

    server.resolve(issued());
    await expect(settle(refreshing)).resolves.toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(waiting.settled).toBe(true);
  });

  it('whenRefreshSettled waits for a refresh in this tab', async () => {
    const o = origin(kind);
    const old = o.signIn();
    const server = deferred<Response>();
    o.answer(() => server.promise);
    const { refresher } = o.tab();

    const refreshing = refresher.refreshAfterUnauthorized(old);
    const waiting = track(refresher.whenRefreshSettled());
    await vi.advanceTimersByTimeAsync(1_000);
    expect(waiting.settled).toBe(false);

    server.resolve(issued());
    await settle(refreshing);
    await vi.advanceTimersByTimeAsync(100);
    expect(waiting.settled).toBe(true);
  });
});

describe('token refresher, lock never released', () => {
  it('gives up with "Token refresh timeout" behind a Web Lock that is never released', async () => {
    const o = origin('web-locks');
    const old = o.signIn();
    o.locks.holdForever('storefront_token_refresh');
    const { refresher } = o.tab();

    const run = track(refresher.refreshAfterUnauthorized(old));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(run.settled).toBe(false);
    await expect(settle(run.promise, 1)).resolves.toBe(false);

    expect(refresher.lastError).toMatchObject({ code: 'TOKEN_REFRESH_TIMEOUT' });
    expect(o.fetch).not.toHaveBeenCalled();
  });

  it('gives up with "Token refresh timeout" behind a localStorage lock that is never released', async () => {
    const o = origin('local-storage');
    const old = o.signIn();
    o.storage.setItem(
      'token_refresh_lock',
      JSON.stringify({ owner: 'stuck', expiresAt: t0 + 3_600_000 }),
    );
    const { refresher } = o.tab();

    const run = track(refresher.refreshAfterUnauthorized(old));
    await vi.advanceTimersByTimeAsync(29_900);
    expect(run.settled).toBe(false);
    await expect(settle(run.promise, 200)).resolves.toBe(false);

    expect(refresher.lastError).toMatchObject({ code: 'TOKEN_REFRESH_TIMEOUT' });
    expect(o.fetch).not.toHaveBeenCalled();
  });

  it('whenRefreshSettled stops waiting after the 30,000 ms lock timeout', async () => {
    const o = origin('web-locks');
    o.locks.holdForever('storefront_token_refresh');
    const { refresher } = o.tab();

    const waiting = track(refresher.whenRefreshSettled());
    await vi.advanceTimersByTimeAsync(29_800);
    expect(waiting.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(waiting.settled).toBe(true);
  });
});

describe('ensureFreshClaims', () => {
  it('refreshes a stored token that lacks the CustomerId claim', async () => {
    const o = origin();
    o.signIn(testJwt({ sub: 'no-customer' }));
    const withClaim = testJwt({ CustomerId: 'c-1' });
    o.answer(() => issued(withClaim));
    const { refresher } = o.tab();

    await expect(settle(refresher.ensureFreshClaims())).resolves.toBe(true);

    expect(o.fetch).toHaveBeenCalledOnce();
    expect(o.store.getAccessToken()).toBe(withClaim);
  });

  it('leaves a token with the CustomerId claim alone', async () => {
    const o = origin();
    o.signIn(testJwt({ CustomerId: 'c-1' }));
    const { refresher } = o.tab();

    await expect(refresher.ensureFreshClaims()).resolves.toBe(true);
    expect(o.fetch).not.toHaveBeenCalled();
  });

  it('is false when signed out', async () => {
    const o = origin();
    await expect(o.tab().refresher.ensureFreshClaims()).resolves.toBe(false);
    expect(o.fetch).not.toHaveBeenCalled();
  });

  it('is false when the refreshed token still lacks the claim, or the refresh fails', async () => {
    const o = origin();
    o.signIn(testJwt({ sub: 'no-customer' }));
    o.answer(() => issued(testJwt({ sub: 'still-none' })));
    const { refresher } = o.tab();
    await expect(settle(refresher.ensureFreshClaims())).resolves.toBe(false);

    o.answer(() => new Response(null, { status: 401 }));
    vi.advanceTimersByTime(10_000);
    await expect(settle(refresher.ensureFreshClaims())).resolves.toBe(false);
    expect(refresher.lastError?.code).toBe('REFRESH_REJECTED');
  });
});

describe('token refresher odds and ends', () => {
  it('logout is the injected one', () => {
    const o = origin();
    const { refresher, logout } = o.tab();
    refresher.logout();
    expect(logout).toHaveBeenCalledOnce();
  });

  it('clears lastError after a later success', async () => {
    const o = origin();
    const old = o.signIn();
    o.answer(() => new Response('oops', { status: 500 }));
    const { refresher } = o.tab();
    await settle(refresher.refreshAfterUnauthorized(old));
    expect(refresher.lastError).not.toBeNull();

    o.answer(() => issued());
    await settle(refresher.refreshAfterUnauthorized(old));
    expect(refresher.lastError).toBeNull();
  });

  it('wraps an unexpected failure as an AuthError UNKNOWN', async () => {
    const o = origin();
    const old = o.signIn();
    const { refresher } = o.tab({
      requestRefresh: () => Promise.reject(new Error('storage full')),
    });

    await expect(settle(refresher.refreshAfterUnauthorized(old))).resolves.toBe(false);
    expect(refresher.lastError).toMatchObject({ code: 'UNKNOWN', message: 'storage full' });
  });
});
