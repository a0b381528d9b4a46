import type { FastifyInstance } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTwoTestInstances, type TwoTestInstances } from '../../../testing/test-instances.ts';
import { cartOfResponse, guestHeaders, newCartWith, seededItems } from '../testing/cart-routes.ts';

// GET /cart/{id} is answered from each instance's cache of cart reads on PostgreSQL
// (cart-read-cache.ts); embedded, both instances share PGlite's exact cache. Either way a change
// must show: at once on the instance that made it, and on the other once it is notified.
describe('cart reads behind a load balancer', () => {
  let instances: TwoTestInstances;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    instances = await buildTwoTestInstances();
    first = instances.first.app;
    second = instances.second.app;
  }, 60_000);
  afterAll(() => instances.close());

  const lineCount = async (app: FastifyInstance, cartId: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/app/cart/${cartId}`,
      headers: guestHeaders(),
    });
    expect(response.statusCode).toBe(200);
    return cartOfResponse(response).cartItems.length;
  };
  const addCoffee = async (app: FastifyInstance, cartId: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/app/cart/cart-items/${cartId}`,
      headers: guestHeaders(),
      payload: [seededItems.coffee250g()],
    });
    expect(response.statusCode).toBe(200);
  };

  it('answers a change at once on the instance that made it', async () => {
    const cart = await newCartWith(first, guestHeaders());
    expect(await lineCount(second, cart.id)).toBe(0);
    expect(await lineCount(second, cart.id)).toBe(0);
    for (const lines of [1, 2, 3]) {
      await addCoffee(second, cart.id);
      expect(await lineCount(second, cart.id)).toBe(lines);
    }
  });

  it('answers a change made through the other instance within a second', async () => {
    const cart = await newCartWith(first, guestHeaders());
    expect(await lineCount(second, cart.id)).toBe(0);
    expect(await lineCount(second, cart.id)).toBe(0);
    await addCoffee(first, cart.id);
    const deadline = Date.now() + 1_000;
    let seen = await lineCount(second, cart.id);
    while (seen === 0 && Date.now() < deadline) {
      await delay(10);
      seen = await lineCount(second, cart.id);
    }
    expect(seen).toBe(1);
    await addCoffee(first, cart.id);
    await delay(1_000);
    expect(await lineCount(second, cart.id)).toBe(2);
  });
});
