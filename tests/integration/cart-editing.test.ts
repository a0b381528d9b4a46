import type { Cart } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogSeedIds } from '../../apps/api/src/db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../apps/api/src/testing/build-test-app.ts';
import { openCartStream } from '../../packages/sdk/src/events/cart-stream.ts';
import { cartItemCustomFieldIssues } from '../../packages/sdk/src/machines/cart/cart-item-custom-field-issues.ts';
import { followCartUpdates } from '../../packages/sdk/src/machines/cart/cart-updates.ts';
import { createInjectFetch } from './testing/create-inject-fetch.ts';
import { createTestSdk, testBaseUrl, testTenant, type TestSdk } from './testing/create-test-sdk.ts';
import { startCartFlow, type CartFlow } from './testing/start-cart-flow.ts';

const { products, prices } = catalogSeedIds;

// The cart editor's calls (issue 12, item 3) through the SDK's cart flow against the reference
// API: quantity and custom-field updates and removals shown at once with the demo tenant's 15 %
// tax, refusals rolled back with the server's code, and a change made elsewhere arriving over the
// cart-updates stream.
describe('editing a cart against the reference API', () => {
  let test: TestApp;
  let sdk: TestSdk;
  let flow: CartFlow;
  let stopFollowing = () => {};

  beforeAll(async () => {
    test = await buildTestApp();
    sdk = createTestSdk(createInjectFetch(test.app));
    flow = startCartFlow(sdk);
    await flow.settled();
    flow.actor.send({
      type: 'ADD_ITEMS',
      items: [
        { productId: products.coffee, priceId: prices.coffee250g, quantity: 1 },
        {
          productId: products.pen,
          priceId: prices.pen,
          quantity: 1,
          customFields: { engraving: 'Sara' },
        },
      ],
    });
    await flow.settled();
  }, 60_000);
  afterAll(async () => {
    stopFollowing();
    flow.actor.stop();
    await test.close();
  });

  const shown = (): Cart => {
    const cart = flow.actor.getSnapshot().context.cart;
    if (cart === null) throw new Error('The flow shows no cart');
    return cart;
  };
  const line = (productId: string) => {
    const found = shown().cartItems.find((item) => item.productId === productId);
    if (!found) throw new Error(`No line of ${productId}`);
    return found;
  };
  const totals = (cart: Cart) => ({
    subTotal: cart.subTotal,
    taxAmount: cart.taxAmount,
    totalAmount: cart.totalAmount,
    amountToBePaid: cart.amountToBePaid,
  });

  it('a quantity change shows at once the totals the server then answers (15 % tax, 2 decimals)', async () => {
    const coffee = line(products.coffee);
    flow.actor.send({ type: 'UPDATE_ITEMS', items: [{ id: coffee.id, quantity: 3 }] });
    const optimistic = totals(shown());
    await flow.settled();
    const answered = await sdk.api.carts.get(shown().id);
    expect(shown()).toEqual(answered);
    expect(optimistic).toEqual(totals(answered));
    expect(line(products.coffee).quantity).toBe(3);
  });

  it('more than the stock is refused: the quantity rolls back, the error keeps the server’s code and reason, and the cart is re-read', async () => {
    const before = shown();
    const pen = line(products.pen);
    flow.actor.send({ type: 'UPDATE_ITEMS', items: [{ id: pen.id, quantity: 26 }] });
    expect(line(products.pen).quantity).toBe(26);
    await flow.settled();
    const { error } = flow.actor.getSnapshot().context;
    // The true reason (docs/product/errors.md), not "no longer available".
    expect(error).toMatchObject({ code: 'NOT_ENOUGH_STOCK', status: 409 });
    expect(error?.cause).toMatchObject({ data: { available: 25 } });
    expect(['Only 25 left in stock.', 'المتبقي في المخزون 25 فقط.']).toContain(error?.message);
    expect(shown()).toEqual(before);
    expect(shown()).toEqual(await sdk.api.carts.get(before.id));
  });

  it('a required custom field emptied is found by the SDK’s check and refused by the server alike', async () => {
    const before = shown();
    const pen = line(products.pen);
    const definitions = (await sdk.api.products.getForCheckout(products.pen)).customFields;
    const emptied = { ...pen.customFields, engraving: '' };
    expect(cartItemCustomFieldIssues(definitions, emptied)).toEqual([
      { key: 'engraving', problem: 'required' },
    ]);
    flow.actor.send({
      type: 'UPDATE_ITEMS',
      items: [{ id: pen.id, quantity: 1, customFields: emptied }],
    });
    await flow.settled();
    expect(flow.actor.getSnapshot().context.error?.code).toBe('VALIDATION_ERROR');
    expect(shown()).toEqual(before);
    expect(cartItemCustomFieldIssues(definitions, line(products.pen).customFields)).toEqual([]);
  });

  it('a custom field changed is saved with the line', async () => {
    const pen = line(products.pen);
    flow.actor.send({
      type: 'UPDATE_ITEMS',
      items: [
        { id: pen.id, quantity: 2, customFields: { ...pen.customFields, engraving: 'Noura' } },
      ],
    });
    await flow.settled();
    expect(flow.actor.getSnapshot().context.error).toBeNull();
    expect(line(products.pen)).toMatchObject({ quantity: 2, customFields: { engraving: 'Noura' } });
  });

  it('a removal shows at once, and the server agrees', async () => {
    const coffee = line(products.coffee);
    flow.actor.send({ type: 'REMOVE_ITEMS', itemIds: [coffee.id] });
    expect(shown().cartItems.map((item) => item.productId)).toEqual([products.pen]);
    const optimistic = totals(shown());
    await flow.settled();
    expect(shown()).toEqual(await sdk.api.carts.get(shown().id));
    expect(totals(shown())).toEqual(optimistic);
  });

  it('a change made elsewhere (another tab’s call) reaches the flow over the cart-updates stream', async () => {
    const opened = vi.fn();
    const bridge = createInjectFetch(test.app);
    stopFollowing = followCartUpdates(flow.actor, (cartId, onCartUpdated) =>
      openCartStream({
        baseUrl: testBaseUrl,
        tenantId: testTenant,
        cartId,
        fetch: bridge,
        onOpen: opened,
        onCartUpdated,
      }),
    );
    await vi.waitFor(() => expect(opened).toHaveBeenCalled());
    const otherTab = createTestSdk(createInjectFetch(test.app));
    const changed = await otherTab.api.carts.addItems(shown().id, [
      { productId: products.coffee, priceId: prices.coffee500g, quantity: 1 },
    ]);
    await vi.waitFor(() => expect(shown()).toEqual(changed), { timeout: 2_000 });
    expect(flow.actor.getSnapshot().value).toBe('idle');
  });
});
