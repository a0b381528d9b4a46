import { cartSchema, type AddCartItem } from '@storefront/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedIds } from '../../db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { countingDatabase, type CountingDatabase } from '../../testing/counting-database.ts';
import { createTestDatabase } from '../../testing/test-database.ts';

const headers = { __tenant: 'demo', 'accept-language': 'en' };
const coffee: AddCartItem = {
  productId: catalogSeedIds.products.coffee,
  priceId: catalogSeedIds.prices.coffee250g,
  quantity: 1,
};
const pen: AddCartItem = {
  productId: catalogSeedIds.products.pen,
  priceId: catalogSeedIds.prices.pen,
  quantity: 1,
  customFields: { engraving: 'Budget' },
};

// The hot paths' round trips to the database, pinned so they cannot silently grow (issue 10).
describe('database round trips of the cart hot paths', () => {
  let counting: CountingDatabase;
  let test: TestApp;
  let cartId: string;

  beforeAll(async () => {
    counting = countingDatabase(await createTestDatabase());
    test = await buildTestApp({ database: counting });
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/app/cart/new-cart',
      headers,
      payload: { source: 0 },
    });
    cartId = cartSchema.parse(created.json()).id;
  }, 60_000);
  afterAll(() => test.close());

  let added: unknown;

  async function statementsOf(request: InjectOptions) {
    counting.reset();
    const response = await test.app.inject(request);
    expect(response.statusCode).toBe(200);
    return { statements: [...counting.statements], body: response.json<unknown>() };
  }

  it('adds two items in 3 statements: cart and lines, products, then one that counts the version, inserts the lines and records the event', async () => {
    const { statements, body } = await statementsOf({
      method: 'POST',
      url: `/api/app/cart/cart-items/${cartId}`,
      headers,
      payload: [coffee, pen],
    });
    added = body;
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(3);
  });

  it('reads a cart in one statement (the tenant comes from the cache)', async () => {
    const request = { method: 'GET' as const, url: `/api/app/cart/${cartId}`, headers };
    await statementsOf(request); // fills the tenant cache
    const { statements, body } = await statementsOf(request);
    expect(statements, statements.join('\n')).toHaveLength(1);
    // The one query reads the lines, prices and totals exactly as the change answered them.
    const cart = cartSchema.parse(body);
    expect(cart.cartItems.map((item) => item.productId)).toEqual([coffee.productId, pen.productId]);
    expect(cart.totalAmount).toBeGreaterThan(0);
    expect(body).toEqual(added);
  });
});

// PGlite: every write passes through this process, so a read is kept until the next write.
describe.runIf(!process.env.DATABASE_URL)('cart reads on PGlite, kept until a write', () => {
  let counting: CountingDatabase;
  let test: TestApp;

  beforeAll(async () => {
    counting = countingDatabase(await createTestDatabase(), { readCache: true });
    test = await buildTestApp({ database: counting });
  }, 60_000);
  afterAll(() => test.close());

  it('reads a cart again only after it (or anything) was written, and then sees the write', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/app/cart/new-cart',
      headers,
      payload: { source: 0 },
    });
    const cartId = cartSchema.parse(created.json()).id;
    const get = async () => {
      counting.reset();
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/app/cart/${cartId}`,
        headers,
      });
      return { statements: counting.statements.length, cart: cartSchema.parse(response.json()) };
    };
    expect((await get()).statements).toBe(1);
    expect(await get()).toMatchObject({ statements: 0, cart: { cartItems: [] } });

    const added = await test.app.inject({
      method: 'POST',
      url: `/api/app/cart/cart-items/${cartId}`,
      headers,
      payload: [coffee],
    });
    expect(added.statusCode).toBe(200);
    const after = await get();
    expect(after.statements).toBe(1);
    expect(after.cart.cartItems.map((item) => item.productId)).toEqual([coffee.productId]);
    expect(after.cart).toEqual(added.json());
  });
});
