import {
  cartSchema,
  cartStatusEventSchema,
  processCartResultSchema,
  type Cart,
} from '@storefront/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { listenOnFreePort } from '../../testing/test-instances.ts';
import { signIn } from '../../testing/sign-in.ts';
import {
  cartOfResponse,
  guestHeaders,
  newCartWith,
  seededItems,
} from '../carts/testing/cart-routes.ts';
import { openTestEventStream, type TestEventStream } from './testing/open-test-event-stream.ts';

// The streams fed by the cart routes themselves: what a checkout sees while it shops and pays.
describe('event streams of carts changed through the cart routes', () => {
  let test: TestApp;
  let baseUrl: string;
  const open: TestEventStream[] = [];
  beforeAll(async () => {
    test = await buildTestApp();
    baseUrl = await listenOnFreePort(test);
  }, 60_000);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((stream) => stream.close()));
  });
  afterAll(() => test.close());

  async function listening(path: string, headers: Record<string, string> = {}) {
    const stream = await openTestEventStream(`${baseUrl}${path}`, headers);
    open.push(stream);
    expect(stream.status).toBe(200);
    expect(await stream.next()).toEqual({ kind: 'comment', text: 'connected' });
    return stream;
  }

  const cartOf = (event: { data: string }): Cart => cartSchema.parse(JSON.parse(event.data));

  it('streams every change as the route answered it, then the order’s status', async () => {
    const sara = await signIn(test.app, 'demo', '0512300401');
    const cart = await newCartWith(test.app, sara.headers, [seededItems.coffee250g()]);
    const changes = await listening(`/api/sse/cart?cartId=${cart.id}&tenantId=demo`, {
      authorization: sara.headers.authorization ?? '',
    });
    const status = await listening(`/api/sse/cart/status?cartId=${cart.id}&tenantId=demo`);

    const added = cartOfResponse(
      await test.app.inject({
        method: 'POST',
        url: `/api/app/cart/cart-items/${cart.id}`,
        headers: { ...sara.headers, 'accept-language': 'en' },
        payload: [seededItems.pen()],
      }),
    );
    const claimed = cartOfResponse(
      await test.app.inject({
        method: 'PUT',
        url: `/api/app/cart/customer/${cart.id}`,
        headers: { ...sara.headers, 'accept-language': 'en' },
        query: { name: 'Sara', mobileNumber: sara.mobileNumber, otpToken: sara.otpToken },
        payload: {},
      }),
    );
    const processed = await test.app.inject({
      method: 'POST',
      url: `/api/app/cart/${cart.id}/process?paymentMethod=1`,
      headers: sara.headers,
    });
    const { orderNumber } = processCartResultSchema.parse(processed.json());

    expect(cartOf(await changes.nextEvent())).toEqual(added);
    expect(cartOf(await changes.nextEvent())).toEqual(claimed);
    expect(cartOf(await changes.nextEvent())).toMatchObject({ status: 'completed', orderNumber });
    const completion = await status.nextEvent();
    expect(completion.event).toBe('status');
    expect(cartStatusEventSchema.parse(JSON.parse(completion.data))).toEqual({
      status: 'completed',
      orderNumber,
    });
  });

  it('ends a guest’s stream when a customer claims the cart, and refuses its reconnection', async () => {
    const cart = await newCartWith(test.app, guestHeaders(), [seededItems.coffee250g()]);
    const guest = await listening(`/api/sse/cart?cartId=${cart.id}&tenantId=demo`);
    const huda = await signIn(test.app, 'demo', '0512300402');

    cartOfResponse(
      await test.app.inject({
        method: 'PUT',
        url: `/api/app/cart/customer/${cart.id}`,
        headers: huda.headers,
        query: { name: 'Huda', mobileNumber: huda.mobileNumber, otpToken: huda.otpToken },
        payload: {},
      }),
    );

    // The claimed cart (with Huda's name and number) never reaches the guest.
    await expect(guest.nextEvent()).rejects.toThrow('The event stream ended');
    const again = await test.app.inject({
      method: 'GET',
      url: `/api/sse/cart?cartId=${cart.id}&tenantId=demo`,
    });
    expect(again.statusCode).toBe(401);
  });

  it('tells a status subscriber arriving after the order at once', async () => {
    const sara = await signIn(test.app, 'demo', '0512300403');
    const cart = await newCartWith(test.app, sara.headers, [seededItems.coffee250g()]);
    cartOfResponse(
      await test.app.inject({
        method: 'PUT',
        url: `/api/app/cart/customer/${cart.id}`,
        headers: sara.headers,
        query: { name: 'Sara', mobileNumber: sara.mobileNumber, otpToken: sara.otpToken },
        payload: {},
      }),
    );
    const processed = await test.app.inject({
      method: 'POST',
      url: `/api/app/cart/${cart.id}/process?paymentMethod=1`,
      headers: sara.headers,
    });
    const { orderNumber } = processCartResultSchema.parse(processed.json());

    const late = await listening(
      `/api/sse/cart/status?cartId=${cart.id}&tenantId=demo&from=${encodeURIComponent(new Date().toISOString())}`,
      { authorization: sara.headers.authorization ?? '' },
    );

    expect(JSON.parse((await late.nextEvent()).data)).toEqual({ status: 'completed', orderNumber });
  });
});
