import {
  cartIdStorageKey,
  cartStorageKeyPrefix,
  roundMoney,
  type Cart,
} from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedIds } from '../../apps/api/src/db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../apps/api/src/testing/build-test-app.ts';
import type { CartAnnouncement } from '../../packages/sdk/src/machines/cart/cart-announcement.ts';
import { createInjectFetch } from './testing/create-inject-fetch.ts';
import { createTestSdk, type TestSdk } from './testing/create-test-sdk.ts';
import { signInWithSdk } from './testing/sign-in-with-sdk.ts';
import { startCartFlow, type CartFlow } from './testing/start-cart-flow.ts';

const { products, prices } = catalogSeedIds;
const coffee250g = { productId: products.coffee, priceId: prices.coffee250g, quantity: 1 };
const coffee500g = { productId: products.coffee, priceId: prices.coffee500g, quantity: 1 };

// The SDK's cart flow (spec section 4) against the real reference API, in process: real
// http-client, resources, sign-in and status stream over `app.inject`.
describe('the cart flow against the reference API', () => {
  let test: TestApp;
  let sdk: TestSdk;
  let flow: CartFlow;
  /** The fetches the SDK made, to see which calls reached the API. */
  const calls: { method: string; url: URL; authorization: string | null }[] = [];

  beforeAll(async () => {
    test = await buildTestApp();
    const bridge = createInjectFetch(test.app);
    sdk = createTestSdk((input, init) => {
      const request = new Request(input, init);
      calls.push({
        method: request.method,
        url: new URL(request.url),
        authorization: request.headers.get('Authorization'),
      });
      return bridge(request);
    });
  }, 60_000);
  afterAll(async () => {
    flow.actor.stop();
    await test.close();
  });

  const shown = (): Cart => {
    const cart = flow.actor.getSnapshot().context.cart;
    if (cart === null) throw new Error('The flow shows no cart');
    return cart;
  };
  const serverCart = () => sdk.api.carts.get(shown().id);
  const announced = <T extends CartAnnouncement['type']>(type: T) =>
    flow.announcements.filter(
      (announcement): announcement is Extract<CartAnnouncement, { type: T }> =>
        announcement.type === type,
    );
  const lineOf = (cart: Cart, priceId: string) =>
    cart.cartItems.find((line) => line.priceId === priceId);

  it('creates a cart when none is stored, stores its id and announces it', async () => {
    expect(sdk.storage.getItem(cartIdStorageKey)).toBeNull();
    flow = startCartFlow(sdk);
    await flow.settled();

    const cart = shown();
    expect(flow.actor.getSnapshot().value).toBe('idle');
    expect(await serverCart()).toEqual(cart);
    expect(cart).toMatchObject({ status: 'pending', cartItems: [], source: 0 });
    expect(sdk.storage.getItem(cartIdStorageKey)).toBe(cart.id);
    expect(announced('cartCreated')).toEqual([{ type: 'cartCreated', cart, isNew: true }]);
  });

  it('adds seeded merchandise, and shows and announces the server’s cart', async () => {
    flow.actor.send({ type: 'ADD_ITEMS', items: [coffee250g, coffee500g] });
    await flow.settled();

    const cart = shown();
    expect(await serverCart()).toEqual(cart);
    expect(cart.cartItems.map((line) => [line.priceId, line.quantity, line.amount])).toEqual([
      [prices.coffee250g, 1, 45],
      [prices.coffee500g, 1, 79],
    ]);
    expect(cart).toMatchObject({ subTotal: 124, taxAmount: 18.6, totalAmount: 142.6 });
    expect(announced('itemsAdded').at(-1)).toEqual({
      type: 'itemsAdded',
      cart,
      items: [coffee250g, coffee500g],
    });
    expect(announced('cartUpdated').at(-1)).toEqual({ type: 'cartUpdated', cart });
  });

  it('updates a line’s quantity', async () => {
    const line = lineOf(shown(), prices.coffee250g);
    flow.actor.send({ type: 'UPDATE_ITEMS', items: [{ id: line?.id ?? '', quantity: 3 }] });
    await flow.settled();

    const cart = shown();
    expect(await serverCart()).toEqual(cart);
    expect(lineOf(cart, prices.coffee250g)).toMatchObject({ quantity: 3, amount: 135 });
    expect(announced('itemsUpdated').at(-1)).toMatchObject({
      cart,
      items: [{ id: line?.id, quantity: 3 }],
    });
  });

  it('removes a line', async () => {
    const line = lineOf(shown(), prices.coffee500g);
    flow.actor.send({ type: 'REMOVE_ITEMS', itemIds: [line?.id ?? ''] });
    await flow.settled();

    const cart = shown();
    expect(await serverCart()).toEqual(cart);
    expect(cart.cartItems.map((item) => item.priceId)).toEqual([prices.coffee250g]);
    expect(announced('itemsRemoved').at(-1)).toEqual({
      type: 'itemsRemoved',
      cart,
      itemIds: [line?.id],
    });
  });

  it('surfaces an expired coupon as COUPON_INVALID and keeps the cart as it was', async () => {
    const before = shown();
    flow.actor.send({ type: 'UPDATE_COUPON', code: 'EXPIRED' });
    await flow.settled();

    const { context } = flow.actor.getSnapshot();
    expect(context.error).toMatchObject({
      code: 'COUPON_INVALID',
      status: 400,
      message: 'This discount code has expired.',
    });
    expect(announced('cartError').at(-1)).toMatchObject({ error: { code: 'COUPON_INVALID' } });
    expect(shown()).toEqual(before);
    expect((await serverCart()).couponCode).toBeNull();
  });

  it('applies WELCOME10 (10 % off)', async () => {
    flow.actor.send({ type: 'UPDATE_COUPON', code: 'WELCOME10' });
    await flow.settled();

    const cart = shown();
    expect(await serverCart()).toEqual(cart);
    expect(cart).toMatchObject({ couponCode: 'WELCOME10', subTotal: 135, discountAmount: 13.5 });
    expect(cart.totalAmount).toBe(roundMoney((135 - 13.5) * 1.15));
    expect(flow.actor.getSnapshot().context.error).toBeNull();
    expect(announced('couponUpdated').at(-1)).toEqual({
      type: 'couponUpdated',
      cart,
      code: 'WELCOME10',
    });
  });

  it('names the customer after an OTP sign-in through the SDK', async () => {
    const shopper = await signInWithSdk(sdk, '0512300501');
    flow.actor.send({
      type: 'UPDATE_CUSTOMER',
      customer: {
        name: 'Sara',
        mobileNumber: shopper.mobileNumber,
        otpToken: shopper.otpToken,
        customFields: {},
      },
    });
    await flow.settled();

    const cart = shown();
    expect(shopper.mobileNumber).toBe('+966512300501');
    expect(cart.customer).toMatchObject({
      customerId: shopper.customerId,
      name: 'Sara',
      mobileNumber: '+966512300501',
    });
    // The cart is Sara's now: it is read with her token.
    expect(await serverCart()).toEqual(cart);
    expect(announced('customerUpdated').at(-1)).toEqual({ type: 'customerUpdated', cart });
  });

  it('submits cash and completes when the status stream says so', async () => {
    const cartId = shown().id;
    flow.actor.send({ type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
    await flow.settled();

    const snapshot = flow.actor.getSnapshot();
    const orders = await sdk.api.carts.listOrders();
    expect(snapshot.status).toBe('done');
    expect(snapshot.value).toBe('completed');
    expect(orders.items.map((order) => [order.cartId, order.orderNumber])).toEqual([
      [cartId, snapshot.context.orderNumber],
    ]);
    expect(announced('cartCompleted')).toEqual([
      { type: 'cartCompleted', cartId, orderNumber: snapshot.context.orderNumber },
    ]);
    expect(sdk.storage.getItem(cartIdStorageKey)).toBeNull();
    expect(sdk.storage.getItem(`${cartStorageKeyPrefix}${cartId}`)).toBeNull();
    // The wait was fed by the real status stream, opened with the shopper's token.
    const streams = calls.filter((call) => call.url.pathname === '/api/sse/cart/status');
    expect(streams.length).toBeGreaterThan(0);
    expect(streams.every((call) => call.url.searchParams.get('cartId') === cartId)).toBe(true);
    expect(streams.every((call) => call.authorization?.startsWith('Bearer '))).toBe(true);
    expect(
      await sdk.api.carts.get(cartId, { allowNonPending: true }).then((cart) => cart.status),
    ).toBe('completed');
  });

  it('surfaces CART_ALREADY_COMPLETED when the completed cart is opened again', async () => {
    const cartId = announced('cartCompleted')[0]?.cartId ?? '';
    flow = startCartFlow(sdk, { cartId });
    await flow.settled();

    const { context } = flow.actor.getSnapshot();
    expect(context.alreadyCompleted).toBe(true);
    expect(context.error).toMatchObject({ code: 'CART_ALREADY_COMPLETED', status: 409 });
    expect(announced('cartError')).toMatchObject([{ error: { code: 'CART_ALREADY_COMPLETED' } }]);
    expect(announced('cartCreated')).toEqual([]);
    expect(sdk.storage.getItem(cartIdStorageKey)).toBeNull();
  });
});
