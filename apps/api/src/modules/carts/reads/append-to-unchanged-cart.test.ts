import { cartSchema, type AddCartItem } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema/index.ts';
import { catalogSeedIds } from '../../../db/seed/catalog-seed-ids.ts';
import { seedIds } from '../../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts';
import { appendToUnchangedCartOf, type AppendToUnchangedCart } from './append-to-unchanged-cart.ts';
import type { CartItemRecord } from '../cart-repository.ts';
import { readCart, type CartRead } from './read-cart.ts';

const tenantId = seedIds.tenants.demo;
const headers = { __tenant: 'demo', 'accept-language': 'en' };
const coffee: AddCartItem = {
  productId: catalogSeedIds.products.coffee,
  priceId: catalogSeedIds.prices.coffee250g,
  quantity: 2,
};

/** A line as the catalogue prices it, copied from a stored one under a new id. */
function lineLike(item: CartItemRecord) {
  const { tenantId: _t, cartId: _c, position: _p, createdAt: _a, ...line } = item;
  const { payableItemGroupId: _g, payableItemId: _i, ...priced } = line;
  return { ...priced, id: crypto.randomUUID() };
}

// The one-statement add (issue 10): what it answers is what it wrote, and it writes nothing
// unless the cart is exactly as read — then adding takes the locked path with its errors.
describe('appending lines to a cart unchanged since read', () => {
  let test: TestApp;
  let append: AppendToUnchangedCart;

  beforeAll(async () => {
    test = await buildTestApp();
    append = appendToUnchangedCartOf(test.database.db, {
      onlyIfAwaited: test.database.driver === 'postgres',
    });
  }, 60_000);
  afterAll(() => test.close());

  const addCoffee = (cartId: string) =>
    test.app.inject({
      method: 'POST',
      url: `/api/app/cart/cart-items/${cartId}`,
      headers,
      payload: [coffee],
    });

  async function cartWithCoffee(): Promise<string> {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/app/cart/new-cart',
      headers,
      payload: { source: 0 },
    });
    const cartId = cartSchema.parse(created.json()).id;
    const added = await addCoffee(cartId);
    expect(added.statusCode).toBe(200);
    return cartId;
  }

  const read = async (cartId: string) => {
    const found = await readCart(test.database.db, tenantId, cartId);
    if (!found) throw new Error('no cart');
    return found;
  };
  /** Appends a copy of the read's first line, as the cart was read. */
  const appendOneLike = (stale: CartRead) =>
    append({
      tenantId,
      read: stale,
      lines: [lineLike(stale.items[0]!)],
      language: 'en',
      now: test.clock.now(),
    });
  const eventsOf = (cartId: string) =>
    test.database.db
      .select()
      .from(schema.cartEvents)
      .where(and(eq(schema.cartEvents.tenantId, tenantId), eq(schema.cartEvents.cartId, cartId)))
      .orderBy(schema.cartEvents.id);
  const getCart = async (cartId: string) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/app/cart/${cartId}`,
      headers,
    });
    return response.json<unknown>();
  };

  it('answers exactly the cart it stored, and records that cart as the event', async () => {
    const cartId = await cartWithCoffee();
    const before = await read(cartId);
    const line = lineLike(before.items[0]!);
    const now = test.clock.now();
    const answered = await append({
      tenantId,
      read: before,
      lines: [line, { ...line, id: crypto.randomUUID() }],
      language: 'en',
      now,
    });

    expect(answered).not.toBeNull();
    expect(await getCart(cartId)).toEqual(answered);
    const after = await read(cartId);
    expect(after.cart.version).toBe(before.cart.version + 1);
    expect(after.items.map((item) => item.position)).toEqual([0, 1, 2]);
    expect(after.items[1]).toMatchObject({ ...line, position: 1, payableItemId: null });
    const events = await eventsOf(cartId);
    expect(events.at(-1)).toMatchObject({ type: 'cartUpdated', payload: answered });
  });

  it('writes nothing and answers null when the cart changed since it was read', async () => {
    const cartId = await cartWithCoffee();
    const stale = await read(cartId);
    const moved = await addCoffee(cartId);
    expect(moved.statusCode).toBe(200);
    const current = await read(cartId);
    const events = await eventsOf(cartId);

    expect(await appendOneLike(stale)).toBeNull();
    expect(await read(cartId)).toEqual(current);
    expect(await eventsOf(cartId)).toEqual(events);
  });

  it('writes nothing while a payment holds the cart; the add then answers 409 from the locked path', async () => {
    const cartId = await cartWithCoffee();
    const before = await read(cartId);
    await test.database.db.insert(schema.paymentAttempts).values({
      id: crypto.randomUUID(),
      tenantId,
      cartId,
      idempotencyKey: 'append-test-1',
      provider: 'moyasar',
      method: 'mada',
      status: 'pending',
      amount: before.items[0]!.amount,
      currency: 'SAR',
      cartVersion: before.cart.version,
      returnUrl: 'https://shop.example/checkout',
      holdExpiresAt: new Date(test.clock.now().getTime() + 15 * 60_000),
      createdAt: test.clock.now(),
      updatedAt: test.clock.now(),
    });
    expect(await appendOneLike(before)).toBeNull();
    expect((await read(cartId)).items).toHaveLength(1);

    const refused = await addCoffee(cartId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: 'A payment is in progress for this cart. Finish or cancel it first.',
      },
    });
  });

  it('writes nothing to a completed cart', async () => {
    const cartId = await cartWithCoffee();
    const before = await read(cartId);
    await test.database.db
      .update(schema.carts)
      .set({ status: 'completed', orderNumber: 'T-1', completedAt: test.clock.now() })
      .where(eq(schema.carts.id, cartId));
    expect(await appendOneLike(before)).toBeNull();
    expect((await read(cartId)).items).toHaveLength(1);
  });
});
