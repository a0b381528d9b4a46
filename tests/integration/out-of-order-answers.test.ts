import { cartSources } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogSeedIds } from '../../apps/api/src/db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../apps/api/src/testing/build-test-app.ts';
import { isPendingItemId } from '../../packages/sdk/src/machines/cart/pending-item-id.ts';
import { createAnswerGate } from './testing/create-answer-gate.ts';
import { createInjectFetch } from './testing/create-inject-fetch.ts';
import { createTestSdk } from './testing/create-test-sdk.ts';
import { startCartFlow } from './testing/start-cart-flow.ts';

const { products, prices } = catalogSeedIds;

// Spec section 4: changes are shown at once and rolled back on failure, then the cart is re-read.
// Here three quick changes reach the real API in the order they were made, and their answers
// come back in reverse, one of them a failure.
describe('the cart flow against the reference API when answers come out of order', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp();
  }, 60_000);
  afterAll(() => test.close());

  it('ends with the server’s cart, the failed change rolled back and no removed line shown again', async () => {
    const bridge = createInjectFetch(test.app);
    const setup = createTestSdk(bridge).api.carts;
    const created = await setup.create(cartSources.website);
    const start = await setup.addItems(created.id, [
      { productId: products.coffee, priceId: prices.coffee250g, quantity: 1 },
      { productId: products.coffee, priceId: prices.coffee500g, quantity: 1 },
    ]);
    const [lineA, lineB] = start.cartItems;
    const changes = createAnswerGate(bridge, {
      method: ['POST', 'PUT', 'DELETE'],
      path: /^\/api\/app\/cart\/(?:items|cart-items)\//,
    });
    const sdk = createTestSdk(changes.fetch);
    const flow = startCartFlow(sdk, { cartId: created.id });
    await flow.settled();
    const shownLines: string[][] = [];
    flow.actor.subscribe(({ context }) =>
      shownLines.push(context.cart?.cartItems.map((line) => line.id) ?? []),
    );

    // The server answers {A, B×2}, then {B×2}, then 409 for the out-of-stock 1 kg bag.
    flow.actor.send({ type: 'UPDATE_ITEMS', items: [{ id: lineB?.id ?? '', quantity: 2 }] });
    flow.actor.send({ type: 'REMOVE_ITEMS', itemIds: [lineA?.id ?? ''] });
    const removedAt = shownLines.length - 1;
    flow.actor.send({
      type: 'ADD_ITEMS',
      items: [{ productId: products.coffee, priceId: prices.coffee1kg, quantity: 1 }],
    });
    await changes.whenHeld(3);
    const pending = () => flow.actor.getSnapshot().context.pendingChanges.length;
    expect(changes.held.map((answer) => answer.method)).toEqual(['PUT', 'DELETE', 'POST']);
    expect(shownLines.at(-1)).toEqual([lineB?.id, expect.any(String)]);
    expect(isPendingItemId(shownLines.at(-1)?.[1] ?? '')).toBe(true);

    changes.held[2]?.release();
    await vi.waitFor(() => expect(pending()).toBe(2));
    // The failed add is rolled back; the two unanswered changes stay shown.
    expect(shownLines.at(-1)).toEqual([lineB?.id]);
    changes.held[1]?.release();
    await vi.waitFor(() => expect(pending()).toBe(1));
    // Last comes the oldest answer, which still lists line A.
    changes.held[0]?.release();
    await flow.settled();

    const { context } = flow.actor.getSnapshot();
    const server = await sdk.api.carts.get(created.id);
    expect(context.cart).toEqual(server);
    expect(server.cartItems.map((line) => [line.id, line.quantity])).toEqual([[lineB?.id, 2]]);
    // From the removal on, line A is never shown again, whatever answer arrives.
    expect(shownLines.slice(removedAt).filter((ids) => ids.includes(lineA?.id ?? ''))).toEqual([]);
    expect(shownLines.length - removedAt).toBeGreaterThan(3);
    expect(context.error).toMatchObject({ code: 'ITEM_NOT_AVAILABLE', status: 409 });
    expect(flow.announcements.filter((a) => a.type === 'cartError')).toMatchObject([
      { error: { code: 'ITEM_NOT_AVAILABLE' } },
    ]);
    expect(flow.announcements.at(-1)).toEqual({ type: 'cartUpdated', cart: server });
  });
});
