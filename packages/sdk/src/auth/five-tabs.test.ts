import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http/http-client.ts';
import { createConnectTokenClient } from './connect-token-client.ts';
import { createLocalStorageRefreshLock } from './local-storage-refresh-lock.ts';
import { createRefreshAttempts } from './refresh-attempts.ts';
import type { RefreshLock } from './refresh-lock.ts';
import { createTokenRefresher } from './token-refresher.ts';
import { createTokenStore } from './token-store.ts';
import { createWebLocksRefreshLock } from './web-locks-refresh-lock.ts';
import { FakeLockManager } from './testing/fake-lock-manager.ts';
import { MemoryStorage } from './testing/memory-storage.ts';
import { testJwt } from './testing/test-tokens.ts';
import { urlOf } from './testing/url-of.ts';

const baseUrl = 'https://api.test';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * The platform API as far as this test needs it: `/connect/token` rotates the refresh token (a
 * reused one is refused, as on the real server) and counts its calls; any other path answers 401
 * to the old access token and 200 to the new one.
 */
function fakeServer() {
  const oldAccess = testJwt({ CustomerId: 'c-1' });
  const newAccess = testJwt({ CustomerId: 'c-1' });
  let liveRefreshToken = 'refresh-old';
  let connectTokenCalls = 0;
  let unauthorizedAnswers = 0;

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(urlOf(input));
    if (url.pathname === '/connect/token') {
      connectTokenCalls += 1;
      const form = new URLSearchParams(String(init?.body as URLSearchParams));
      if (form.get('refresh_token') !== liveRefreshToken) {
        return Response.json(
          { error: 'invalid_grant', error_description: 'Refresh token reused.' },
          { status: 400 },
        );
      }
      liveRefreshToken = 'refresh-new';
      return Response.json({
        access_token: newAccess,
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: liveRefreshToken,
      });
    }
    const authorization = new Headers(init?.headers).get('Authorization');
    if (authorization !== `Bearer ${newAccess}`) {
      unauthorizedAnswers += 1;
      return Response.json(
        {
          error: {
            code: 'UNAUTHORIZED',
            message: 'Expired',
            details: null,
            validationErrors: null,
          },
        },
        { status: 401 },
      );
    }
    return Response.json({ path: url.pathname });
  });

  return {
    fetch,
    oldAccess,
    newAccess,
    connectTokenCalls: () => connectTokenCalls,
    unauthorizedAnswers: () => unauthorizedAnswers,
  };
}

describe.each(['web-locks', 'local-storage'] as const)(
  'five tabs, one origin (%s lock)',
  (kind) => {
    it('refresh once: one /connect/token call, and all five requests succeed', async () => {
      const server = fakeServer();
      const storage = new MemoryStorage();
      const locks = new FakeLockManager();
      createTokenStore(storage).setTokens(
        { access_token: server.oldAccess, refresh_token: 'refresh-old' },
        Date.now() - 3_600_000,
      );

      const tabs = Array.from({ length: 5 }, (_, i) => {
        const lock: RefreshLock =
          kind === 'web-locks'
            ? createWebLocksRefreshLock({ locks })
            : createLocalStorageRefreshLock({
                storage,
                now: () => Date.now(),
                randomId: () => `tab-${i}-${Math.random()}`,
              });
        const connectToken = createConnectTokenClient({
          baseUrl,
          tenant: 'demo',
          fetch: server.fetch,
        });
        const logout = vi.fn();
        const auth = createTokenRefresher({
          store: createTokenStore(storage),
          lock,
          attempts: createRefreshAttempts({ storage }),
          requestRefresh: (token, signal) => connectToken.refreshGrant(token, signal),
          logout,
          now: () => Date.now(),
        });
        const http = createHttpClient({ baseUrl, tenant: 'demo', auth, fetch: server.fetch });
        return { http, auth, logout };
      });

      const requests = tabs.map((tab, i) => tab.http.get(`/api/app/cart/tab-${i}`));
      await vi.advanceTimersByTimeAsync(2_000);

      await expect(Promise.all(requests)).resolves.toEqual(
        tabs.map((_, i) => ({ path: `/api/app/cart/tab-${i}` })),
      );
      // All five went out with the old token at once, so all five were refused...
      expect(server.unauthorizedAnswers()).toBe(5);
      // ...yet only one tab refreshed; the other four reused its fresh token.
      expect(server.connectTokenCalls()).toBe(1);
      for (const tab of tabs) {
        expect(tab.auth.lastError).toBeNull();
        expect(tab.auth.getAccessToken()).toBe(server.newAccess);
        expect(tab.logout).not.toHaveBeenCalled();
      }
    });
  },
);
