import { paymentMethodCode, type Cart } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedIds } from '@storefront/api/seed';
import { buildTestApp, type TestApp } from '@storefront/api/testing';
import type { CallMatcher } from './testing/call-matcher.ts';
import { createAnswerGate, type AnswerGate } from './testing/create-answer-gate.ts';
import {
  createFaultInjector,
  type Fault,
  type FaultInjector,
} from './testing/create-fault-injector.ts';
import { createInjectFetch } from './testing/create-inject-fetch.ts';
import { createTestSdk, type TestSdk } from './testing/create-test-sdk.ts';
import { signInWithSdk } from './testing/sign-in-with-sdk.ts';
import { startCartFlow, type CartFlow } from './testing/start-cart-flow.ts';

const { products, prices } = catalogSeedIds;
const coffee250g = { productId: products.coffee, priceId: prices.coffee250g, quantity: 1 };
const coffee500g = { productId: products.coffee, priceId: prices.coffee500g, quantity: 1 };

/** Every call of the cart flow: the cart routes and the status stream. */
const cartCalls = { path: /^\/api\/(?:app\/cart|sse)\// } satisfies CallMatcher;

/** `POST /api/app/cart/9f…/process?paymentMethod=1` → `POST /api/app/cart/{id}/process`. */
const callKind = ({ method, url }: { method: string; url: string }) =>
  `${method} ${url.split('?')[0]?.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')}`;

/** The calls a whole shopping trip makes, each of which the injector fails once. */
const everyCartCall = [
  'DELETE /api/app/cart/cart-items/{id}',
  'GET /api/app/cart/{id}',
  'GET /api/sse/cart/status',
  'POST /api/app/cart/cart-items/{id}',
  'POST /api/app/cart/new-cart',
  'POST /api/app/cart/validate-cart/{id}',
  'POST /api/app/cart/{id}/process',
  'PUT /api/app/cart/coupon/{id}',
  'PUT /api/app/cart/customer/{id}',
  'PUT /api/app/cart/items/{id}',
];

// Spec section 4: cart changes are shown at once, rolled back on failure, then re-read; the
// SDK resends only calls that are safe to repeat. With every call failing once, a shopper who
// acts on what the flow shows still ends with the right cart and exactly one order.
describe('the cart flow against the reference API when calls fail', () => {
  let test: TestApp;
  let bridge: typeof fetch;

  beforeAll(async () => {
    test = await buildTestApp();
    bridge = createInjectFetch(test.app);
  }, 60_000);
  afterAll(() => test.close());

  interface Shopper {
    sdk: TestSdk;
    faults: FaultInjector;
    gate: AnswerGate;
    flow: CartFlow;
  }

  /** An SDK whose calls go through the fault injector, then a gate, to the app. */
  function shopper(fault: Fault | null, held: CallMatcher = { path: '/nothing-held' }): Shopper {
    const faults = createFaultInjector(bridge, fault === null ? [] : [{ ...cartCalls, fault }]);
    const gate = createAnswerGate(faults.fetch, held);
    const sdk = createTestSdk(gate.fetch);
    return { sdk, faults, gate, flow: startCartFlow(sdk) };
  }

  const shown = ({ flow }: Shopper): Cart | null => flow.actor.getSnapshot().context.cart;
  const lineOf = (cart: Cart | null, priceId: string) =>
    cart?.cartItems.find((line) => line.priceId === priceId);

  /** Acts as a shopper does: looks at the cart the flow shows, and acts again until it is right. */
  async function until(flow: CartFlow, done: () => boolean, act: () => void) {
    for (let attempt = 0; attempt < 3 && (await flow.settled(), !done()); attempt++) act();
    await flow.settled();
    expect(done()).toBe(true);
  }

  /** Creates a cart, fills it, changes it, applies a coupon and names the customer. */
  async function shop(shopper: Shopper, mobileNumber: string) {
    const { flow, sdk } = shopper;
    await until(
      flow,
      () => shown(shopper) !== null,
      () => flow.actor.send({ type: 'RESET' }),
    );
    await until(
      flow,
      () => lineOf(shown(shopper), prices.coffee250g) !== undefined,
      () => flow.actor.send({ type: 'ADD_ITEMS', items: [coffee250g, coffee500g] }),
    );
    await until(
      flow,
      () => lineOf(shown(shopper), prices.coffee250g)?.quantity === 3,
      () =>
        flow.actor.send({
          type: 'UPDATE_ITEMS',
          items: [{ id: lineOf(shown(shopper), prices.coffee250g)?.id ?? '', quantity: 3 }],
        }),
    );
    await until(
      flow,
      () => lineOf(shown(shopper), prices.coffee500g) === undefined,
      () =>
        flow.actor.send({
          type: 'REMOVE_ITEMS',
          itemIds: [lineOf(shown(shopper), prices.coffee500g)?.id ?? ''],
        }),
    );
    await until(
      flow,
      () => shown(shopper)?.couponCode === 'WELCOME10',
      () => flow.actor.send({ type: 'UPDATE_COUPON', code: 'WELCOME10' }),
    );
    const signedIn = await signInWithSdk(sdk, mobileNumber);
    await until(
      flow,
      () => shown(shopper)?.customer?.name === 'Sara',
      () =>
        flow.actor.send({
          type: 'UPDATE_CUSTOMER',
          customer: {
            name: 'Sara',
            mobileNumber: signedIn.mobileNumber,
            otpToken: signedIn.otpToken,
            customFields: {},
          },
        }),
    );
    return shown(shopper)?.id ?? '';
  }

  /** Submits cash, and once the flow has failed, retries with cash (spec section 4, RETRY). */
  async function submitCash({ flow }: Shopper, done: () => boolean) {
    flow.actor.send({ type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
    await until(flow, done, () => flow.actor.send({ type: 'RETRY', paymentMethod: 'cash' }));
  }

  /** What the API holds afterwards: the cart's lines and the shopper's orders. */
  async function serverState({ sdk, faults }: Shopper, cartId: string) {
    faults.clear();
    const cart = await sdk.api.carts.get(cartId, { allowNonPending: true });
    const orders = await sdk.api.carts.listOrders();
    return {
      status: cart.status,
      couponCode: cart.couponCode,
      lines: cart.cartItems.map((line) => [line.priceId, line.quantity]),
      orders: orders.items.map((order) => [order.cartId, order.orderNumber]),
    };
  }

  it('ends right when every call first fails with a network error before reaching the API', async () => {
    const buyer = shopper('network');
    const cartId = await shop(buyer, '0512300601');
    await submitCash(buyer, () => buyer.flow.actor.getSnapshot().status === 'done');

    const { context, value } = buyer.flow.actor.getSnapshot();
    expect(value).toBe('completed');
    expect(await serverState(buyer, cartId)).toEqual({
      status: 'completed',
      couponCode: 'WELCOME10',
      lines: [[prices.coffee250g, 3]],
      orders: [[cartId, context.orderNumber]],
    });
    expect(buyer.flow.announcements.filter((a) => a.type === 'cartCompleted')).toEqual([
      { type: 'cartCompleted', cartId, orderNumber: context.orderNumber },
    ]);
    expect([...new Set(buyer.faults.injected.map(callKind))].sort()).toEqual(everyCartCall);
    expect(buyer.faults.injected.every((fault) => fault.fault === 'network')).toBe(true);
  });

  it('ends right when every call first fails with a 500 after the API processed it', async () => {
    // The status stream is held, so the lost answer of process is seen before any status event.
    const buyer = shopper('server-error', { method: 'GET', path: '/api/sse/cart/status' });
    const cartId = await shop(buyer, '0512300602');
    // The order is made by the call whose answer was lost; the retry's validation then finds the
    // cart completed, and the flow waits for the order's status event, released only now.
    const processFailed = () =>
      buyer.faults.injected.some((fault) => callKind(fault) === 'POST /api/app/cart/{id}/process');
    const release = buyer.flow.actor.subscribe((snapshot) => {
      if (snapshot.matches({ submittingOrder: 'awaitingCompletion' }) && processFailed()) {
        buyer.gate.open();
      }
    });
    await submitCash(buyer, () => buyer.flow.actor.getSnapshot().status === 'done');
    release.unsubscribe();

    const { context, value } = buyer.flow.actor.getSnapshot();
    expect(value).toBe('completed');
    expect(context.alreadyCompleted).toBe(false);
    expect(buyer.flow.announcements.filter((a) => a.type === 'cartCompleted')).toEqual([
      { type: 'cartCompleted', cartId, orderNumber: context.orderNumber },
    ]);
    const state = await serverState(buyer, cartId);
    expect(state).toEqual({
      status: 'completed',
      couponCode: 'WELCOME10',
      lines: [[prices.coffee250g, 3]],
      orders: [[cartId, context.orderNumber]],
    });
    expect([...new Set(buyer.faults.injected.map(callKind))].sort()).toEqual(everyCartCall);
    expect(buyer.faults.injected.every((fault) => fault.fault === 'server-error')).toBe(true);
  });

  it('completes when the status event comes before the lost answer of process', async () => {
    const processCall = { method: 'POST', path: /\/process$/ } satisfies CallMatcher;
    const buyer = shopper(null, processCall);
    buyer.faults.add({ ...processCall, fault: 'server-error' });
    const cartId = await shop(buyer, '0512300603');
    buyer.flow.actor.send({ type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
    await buyer.flow.settled();

    const { context, value } = buyer.flow.actor.getSnapshot();
    expect(value).toBe('completed');
    // process was answered 500 (held, or dropped once the flow stopped waiting for it) unseen.
    expect(buyer.faults.injected.map(callKind)).toEqual(['POST /api/app/cart/{id}/process']);
    expect(buyer.flow.announcements.filter((a) => a.type === 'cartError')).toEqual([]);
    expect(await serverState(buyer, cartId)).toMatchObject({
      lines: [[prices.coffee250g, 3]],
      orders: [[cartId, context.orderNumber]],
    });
  });

  it('answers the same order to a process resent after its answer was lost', async () => {
    const buyer = shopper(null);
    const cartId = await shop(buyer, '0512300604');
    buyer.flow.actor.stop();
    buyer.faults.add({ method: 'POST', path: /\/process$/, fault: 'server-error' });

    await expect(
      buyer.sdk.api.carts.process(cartId, paymentMethodCode('cash')),
    ).rejects.toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    const resent = await buyer.sdk.api.carts.process(cartId, paymentMethodCode('cash'));

    expect(buyer.faults.injected).toHaveLength(1);
    expect(resent).toMatchObject({ cartId, status: 'completed' });
    expect((await serverState(buyer, cartId)).orders).toEqual([[cartId, resent.orderNumber]]);
  });
});
