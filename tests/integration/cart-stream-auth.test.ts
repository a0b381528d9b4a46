import { openCartStatusStream, openCartStream, type ApiError } from '@storefront/sdk';
import { cartSources, paymentMethodCode, type Cart } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogSeedIds } from '@storefront/api/seed';
import { authLimits } from '@storefront/api';
import { buildTestApp, type TestApp } from '@storefront/api/testing';
import { createInjectFetch } from './testing/create-inject-fetch.ts';
import { createTestSdk, testBaseUrl, testTenant, type TestSdk } from './testing/create-test-sdk.ts';
import { signInWithSdk } from './testing/sign-in-with-sdk.ts';

/** A stream opens over real HTTP; on a loaded two-core machine that can take over Vitest's 1 s. */
const streamWait = { timeout: 10_000 };

const { products, prices } = catalogSeedIds;

// The API's streams serve a cart that has a customer only to that customer's Bearer token
// (events README): the SDK's streams send it on every connection and refresh it once on a 401.
describe('the cart streams of a customer’s cart against the reference API', () => {
  let test: TestApp;
  let bridge: typeof fetch;
  let sara: TestSdk;
  let cartId: string;
  /** The stream connections the SDK opened, with the token each sent. */
  const connections: { path: string; authorization: string | null }[] = [];
  const recording: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/sse/')) {
      connections.push({ path, authorization: request.headers.get('Authorization') });
    }
    return bridge(request);
  };

  beforeAll(async () => {
    test = await buildTestApp();
    bridge = createInjectFetch(test.app);
    sara = createTestSdk(bridge);
    const signedIn = await signInWithSdk(sara, '0512300701');
    const { carts } = sara.api;
    cartId = (await carts.create(cartSources.website)).id;
    await carts.addItems(cartId, [
      { productId: products.coffee, priceId: prices.coffee250g, quantity: 2 },
    ]);
    await carts.updateCustomer(cartId, {
      name: 'Sara',
      mobileNumber: signedIn.mobileNumber,
      otpToken: signedIn.otpToken,
    });
  }, 60_000);
  afterAll(() => test.close());

  const where = () => ({ baseUrl: testBaseUrl, tenantId: testTenant, cartId });
  function failures() {
    const seen: { code: string; status: number; fatal: boolean }[] = [];
    const onError = (error: ApiError, { fatal }: { fatal: boolean }) =>
      void seen.push({ code: error.code, status: error.status, fatal });
    return { seen, onError };
  }

  it('stops for good with 401 for a guest, who sends no token', async () => {
    const { seen, onError } = failures();
    const stream = openCartStream({ ...where(), fetch: recording, onError, onCartUpdated() {} });
    await stream.done;

    expect(seen).toEqual([{ code: 'UNAUTHORIZED', status: 401, fatal: true }]);
    expect(connections.at(-1)).toEqual({ path: '/api/sse/cart', authorization: null });
  });

  it('stops for good with 403 for another customer, without a refresh', async () => {
    const noura = createTestSdk(bridge);
    await signInWithSdk(noura, '0512300702');
    const refresh = vi.spyOn(noura.auth.session, 'refreshAfterUnauthorized');
    const { seen, onError } = failures();

    const stream = openCartStatusStream({
      ...where(),
      fetch: recording,
      auth: noura.auth.session,
      onError,
      onStatus() {},
    });
    await stream.done;

    expect(seen).toEqual([{ code: 'FORBIDDEN', status: 403, fatal: true }]);
    expect(connections.at(-1)?.authorization).toBe(`Bearer ${noura.auth.store.getAccessToken()}`);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('streams the cart’s changes to its customer', async () => {
    const carts: Cart[] = [];
    const opened = vi.fn();
    const stream = openCartStream({
      ...where(),
      fetch: recording,
      auth: sara.auth.session,
      onOpen: opened,
      onCartUpdated: (cart) => void carts.push(cart),
    });
    await vi.waitFor(() => expect(opened).toHaveBeenCalled(), streamWait);
    const changed = await sara.api.carts.updateCoupon(cartId, 'WELCOME10');
    await vi.waitFor(() => expect(carts).toHaveLength(1), streamWait);

    expect(carts).toEqual([changed]);
    expect(connections.at(-1)).toEqual({
      path: '/api/sse/cart',
      authorization: `Bearer ${sara.auth.store.getAccessToken()}`,
    });
    stream.close();
    await stream.done;
  });

  it('refreshes an expired token once, reconnects with the new one and delivers the status', async () => {
    const expired = sara.auth.store.getAccessToken();
    const { accessTokenLifetimeSeconds, clockToleranceSeconds } = authLimits;
    test.clock.advance((accessTokenLifetimeSeconds + clockToleranceSeconds + 1) * 1_000);
    const { seen, onError } = failures();
    const onStatus = vi.fn();
    const opened = vi.fn();
    const before = connections.length;

    const stream = openCartStatusStream({
      ...where(),
      fetch: recording,
      auth: sara.auth.session,
      onOpen: opened,
      onError,
      onStatus,
    });
    await vi.waitFor(() => expect(opened).toHaveBeenCalled(), streamWait);
    const fresh = sara.auth.store.getAccessToken();
    const { orderNumber } = await sara.api.carts.process(cartId, paymentMethodCode('cash'));
    await vi.waitFor(() => expect(onStatus).toHaveBeenCalled(), streamWait);

    expect(fresh).not.toBe(expired);
    expect(connections.slice(before)).toEqual([
      { path: '/api/sse/cart/status', authorization: `Bearer ${expired}` },
      { path: '/api/sse/cart/status', authorization: `Bearer ${fresh}` },
    ]);
    expect(onStatus.mock.calls).toEqual([[{ status: 'completed', orderNumber }]]);
    expect(seen).toEqual([]);
    stream.close();
    await stream.done;
  });
});

// docs/product/event-streams.md, "Sessions" (issue 21, finding 1): the API ends a signed-in stream
// with `sessionEnded` when its token expires or its session is revoked; the SDK refreshes and
// reconnects, or stops when the session cannot be refreshed.
describe('the cart stream when its session ends, against the reference API', () => {
  let test: TestApp;
  let bridge: typeof fetch;
  beforeAll(async () => {
    test = await buildTestApp();
    bridge = createInjectFetch(test.app);
  }, 60_000);
  afterAll(() => test.close());

  /** A shopper signed in through the SDK, with a cart named for them. */
  async function shopperWithCart(mobileNumber: string) {
    const sdk = createTestSdk(bridge);
    const signedIn = await signInWithSdk(sdk, mobileNumber);
    const cartId = (await sdk.api.carts.create(cartSources.website)).id;
    await sdk.api.carts.addItems(cartId, [
      { productId: products.coffee, priceId: prices.coffee250g, quantity: 1 },
    ]);
    await sdk.api.carts.updateCustomer(cartId, {
      name: 'Sara',
      mobileNumber: signedIn.mobileNumber,
      otpToken: signedIn.otpToken,
    });
    return { sdk, cartId };
  }

  it('after "expired", reconnects with a fresh token and still delivers the change', async () => {
    const { sdk, cartId } = await shopperWithCart('0512300711');
    const carts: Cart[] = [];
    const opened = vi.fn();
    const authorizations: (string | null)[] = [];
    const stream = openCartStream({
      baseUrl: testBaseUrl,
      tenantId: testTenant,
      cartId,
      fetch: (input, init) => {
        const request = new Request(input, init);
        authorizations.push(request.headers.get('Authorization'));
        return bridge(request);
      },
      sleep: async () => {},
      auth: sdk.auth.session,
      onOpen: opened,
      onCartUpdated: (cart) => void carts.push(cart),
    });
    await vi.waitFor(() => expect(opened).toHaveBeenCalledOnce(), streamWait);
    const expired = sdk.auth.store.getAccessToken();

    test.clock.advance((authLimits.accessTokenLifetimeSeconds + 1) * 1_000);
    // The page's own call refreshes the session; the stream's event then finds its token expired.
    const changed = await sdk.api.carts.updateCoupon(cartId, 'WELCOME10');
    await vi.waitFor(() => expect(carts.at(-1)).toEqual(changed), streamWait);

    expect(authorizations).toHaveLength(2);
    expect(authorizations[0]).toBe(`Bearer ${expired}`);
    expect(authorizations[1]).not.toBe(`Bearer ${expired}`);
    expect(authorizations[1]).toBe(`Bearer ${sdk.auth.store.getAccessToken()}`);
    stream.close();
    await stream.done;
  });
});
