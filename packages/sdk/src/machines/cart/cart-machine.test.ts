import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createActor } from 'xstate';
import type { Cart, CartItem, PaymentMethod } from '@storefront/contracts';
import { MemoryStorage } from '../../auth/testing/memory-storage.ts';
import type { CartAnnouncement } from './cart-announcement.ts';
import { cartEffectActors, type CartEffects } from './cart-effects.ts';
import { cartMachine, type CartMachineInput } from './cart-machine.ts';
import type { CartMachineEvent } from './cart-machine-event.ts';
import { OnlinePaymentError } from '../../payments/online-payment-error.ts';
import { ApiError } from '../../http/api-error.ts';
import type { OnlinePaymentOutcome } from '../../payments/pay-online.ts';
import { isPendingItemId } from './pending-item-id.ts';
import { apiError } from '../testing/api-errors.ts';
import { cartLine, testCart } from '../testing/cart-fixtures.ts';
import { controlled } from '../testing/controlled.ts';
import { settle } from '../testing/settle.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type EffectMocks = { [K in keyof CartEffects]: Mock<CartEffects[K]> };

const lineA = cartLine('a', { price: 100 });
const lineB = cartLine('b', { price: 50, quantity: 2 });
const serverCart = (
  id: string,
  lines: CartItem[] = [lineA, lineB],
  overrides: Partial<Cart> = {},
) => testCart(id, lines, overrides);

function defaultEffects(): EffectMocks {
  return {
    loadCart: vi.fn<CartEffects['loadCart']>(async ({ cartId }) => serverCart(cartId)),
    createCart: vi.fn<CartEffects['createCart']>(async () => serverCart('new-cart', [])),
    addItems: vi.fn<CartEffects['addItems']>(async ({ cartId, items }) =>
      serverCart(cartId, [
        lineA,
        lineB,
        ...items.map((item, index) => cartLine(`added-${index}`, { productId: item.productId })),
      ]),
    ),
    removeItems: vi.fn<CartEffects['removeItems']>(async ({ cartId, itemIds }) =>
      serverCart(
        cartId,
        [lineA, lineB].filter((line) => !itemIds.includes(line.id)),
      ),
    ),
    updateItems: vi.fn<CartEffects['updateItems']>(async ({ cartId, items }) =>
      serverCart(
        cartId,
        [lineA, lineB].map((line) => {
          const update = items.find((item) => item.id === line.id);
          return update
            ? cartLine(line.id, { price: line.price, quantity: update.quantity })
            : line;
        }),
      ),
    ),
    updateCustomer: vi.fn<CartEffects['updateCustomer']>(async ({ cartId, customer }) =>
      serverCart(cartId, [lineA, lineB], {
        customer: {
          customerId: 'customer-1',
          name: customer.name,
          mobileNumber: customer.mobileNumber,
          customFields: customer.customFields,
        },
      }),
    ),
    updateCoupon: vi.fn<CartEffects['updateCoupon']>(async ({ cartId, couponCode }) =>
      serverCart(cartId, [lineA, lineB], { couponCode, discountAmount: 20 }),
    ),
    validateCart: vi.fn<CartEffects['validateCart']>(async () => undefined),
    processCart: vi.fn<CartEffects['processCart']>(async ({ cartId }) => ({
      orderNumber: 'ORD-1',
      cartId,
      status: 'completed' as const,
    })),
    waitForCartCompleted: vi.fn<CartEffects['waitForCartCompleted']>(async () => ({
      orderNumber: 'ORD-1',
    })),
    payOnline: vi.fn<CartEffects['payOnline']>(async () => ({
      kind: 'redirected',
      holdExpiresAt: '2026-05-15T10:15:00.000Z',
    })),
  };
}

interface StartOptions {
  storedId?: string;
  storedCart?: Cart;
  effects?: Partial<EffectMocks>;
  input?: Partial<CartMachineInput>;
}

/** A cart flow on fake effects, in-memory storage and a recording announce; started and settled. */
async function startCart(options: StartOptions = {}) {
  const storage = new MemoryStorage();
  if (options.storedId !== undefined) storage.setItem('cartId', options.storedId);
  if (options.storedCart !== undefined) {
    storage.setItem(`cart_sdk_${options.storedCart.id}`, JSON.stringify(options.storedCart));
  }
  const effects = { ...defaultEffects(), ...options.effects };
  const announced: CartAnnouncement[] = [];
  const actor = createActor(cartMachine.provide({ actors: cartEffectActors(effects) }), {
    input: {
      storage,
      announce: (event) => announced.push(event),
      language: 'en',
      ...options.input,
    },
  });
  actor.start();
  await settle();
  const state = () => actor.getSnapshot();
  const context = () => actor.getSnapshot().context;
  const send = (event: CartMachineEvent) => actor.send(event);
  const types = () => announced.map((event) => event.type);
  const errors = () =>
    announced.flatMap((event) => (event.type === 'cartError' ? [event.error] : []));
  return { actor, storage, effects, announced, state, context, send, types, errors };
}

/** Fails until `count` errors have been counted: validation keeps failing. */
async function failSubmissions(cart: Awaited<ReturnType<typeof startCart>>, count: number) {
  cart.effects.validateCart.mockRejectedValue(apiError(400, 'VALIDATION_ERROR', 'Invalid cart'));
  cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
  await settle();
  for (let used = 1; used < count; used += 1) {
    cart.send({ type: 'RETRY', paymentMethod: 'cash' });
    await settle();
  }
}

type Row = [name: string, run: () => Promise<void>];

describe('cart flow (docs/product/flows.md, "Cart flow")', () => {
  const initializing: Row[] = [
    [
      'initializing: "loads the cart by stored id" … "Success goes to idle and announces cart created"',
      async () => {
        const cart = await startCart({ storedId: 'c1' });
        expect(cart.effects.loadCart).toHaveBeenCalledWith(
          { cartId: 'c1' },
          expect.any(AbortSignal),
        );
        expect(cart.effects.createCart).not.toHaveBeenCalled();
        expect(cart.state().value).toBe('idle');
        expect(cart.context().cart).toEqual(serverCart('c1'));
        expect(cart.announced).toEqual([
          { type: 'cartCreated', cart: serverCart('c1'), isNew: false },
        ]);
      },
    ],
    [
      'initializing: "creates one when none is stored … and stores the new id"',
      async () => {
        const cart = await startCart();
        expect(cart.effects.loadCart).not.toHaveBeenCalled();
        expect(cart.effects.createCart).toHaveBeenCalledWith(
          { source: 0 },
          expect.any(AbortSignal),
        );
        expect(cart.storage.getItem('cartId')).toBe('new-cart');
        expect(cart.context().cartId).toBe('new-cart');
        expect(cart.state().value).toBe('idle');
        expect(cart.announced).toEqual([
          { type: 'cartCreated', cart: serverCart('new-cart', []), isNew: true },
        ]);
      },
    ],
    [
      'initializing: "creates one when … the server answers 404" (docs/product/errors.md: "404 means no retry")',
      async () => {
        const loadCart = vi.fn<CartEffects['loadCart']>(async () => {
          throw apiError(404, 'CART_NOT_FOUND');
        });
        const cart = await startCart({ storedId: 'gone', effects: { loadCart } });
        expect(loadCart).toHaveBeenCalledTimes(1);
        expect(cart.effects.createCart).toHaveBeenCalledTimes(1);
        expect(cart.storage.getItem('cartId')).toBe('new-cart');
        expect(cart.state().value).toBe('idle');
        expect(cart.types()).toEqual(['cartCreated']);
      },
    ],
    [
      'docs/product/entities.md: "Cart creation carries a source: 0 website, 1 mobile app"',
      async () => {
        const cart = await startCart({ input: { source: 1 } });
        expect(cart.effects.createCart).toHaveBeenCalledWith(
          { source: 1 },
          expect.any(AbortSignal),
        );
      },
    ],
    [
      'docs/product/errors.md: "403 clears the stored cart id" (and a cart of the shopper\'s own is created)',
      async () => {
        const loadCart = vi.fn<CartEffects['loadCart']>(async () => {
          throw apiError(403, 'FORBIDDEN');
        });
        const storage = serverCart('theirs');
        const cart = await startCart({
          storedId: 'theirs',
          storedCart: storage,
          effects: { loadCart },
        });
        expect(cart.storage.getItem('cart_sdk_theirs')).toBeNull();
        expect(cart.effects.createCart).toHaveBeenCalledTimes(1);
        expect(cart.storage.getItem('cartId')).toBe('new-cart');
        expect(cart.context().cart?.id).toBe('new-cart');
      },
    ],
    [
      'initializing: "Failure goes to error" (which counts a retry, announces it and moves to idle)',
      async () => {
        const loadCart = vi.fn<CartEffects['loadCart']>(async () => {
          throw apiError(500, 'API_ERROR', 'Server fault');
        });
        const cart = await startCart({ storedId: 'c1', effects: { loadCart } });
        expect(cart.effects.createCart).not.toHaveBeenCalled();
        expect(cart.errors()).toEqual([
          expect.objectContaining({ code: 'API_ERROR', message: 'Server fault', status: 500 }),
        ]);
        expect(cart.context().retryCount).toBe(1);
        expect(cart.state().value).toBe('idle');
      },
    ],
    [
      'docs/product/entities.md: "The cart id is kept in local storage under the key cartId (stored carts also use the prefix cart_sdk_)"',
      async () => {
        const stale = serverCart('c1', [lineA]);
        const loaded = controlled<Cart>();
        const loadCart = vi.fn<CartEffects['loadCart']>(() => loaded.promise);
        const cart = await startCart({ storedId: 'c1', storedCart: stale, effects: { loadCart } });
        // The stored copy shows while the fresh one loads, then the fresh one replaces it.
        expect(cart.context().cart).toEqual(stale);
        loaded.resolve(serverCart('c1'));
        await settle();
        expect(cart.context().cart).toEqual(serverCart('c1'));
        expect(JSON.parse(cart.storage.getItem('cart_sdk_c1') ?? 'null')).toEqual(serverCart('c1'));
      },
    ],
    [
      "a cart id given by the page (the checkout's cartId parameter) wins over the stored one",
      async () => {
        const cart = await startCart({ storedId: 'old', input: { cartId: 'from-url' } });
        expect(cart.effects.loadCart).toHaveBeenCalledWith(
          { cartId: 'from-url' },
          expect.any(AbortSignal),
        );
        expect(cart.storage.getItem('cartId')).toBe('from-url');
      },
    ],
  ];

  const changes: {
    event: CartMachineEvent;
    state: string;
    effect: keyof CartEffects;
    input: unknown;
    specific: CartAnnouncement['type'];
  }[] = [
    {
      event: { type: 'ADD_ITEMS', items: [{ productId: 'p9', priceId: 'q9', quantity: 1 }] },
      state: 'addingItems',
      effect: 'addItems',
      input: {
        cartId: 'c1',
        items: [{ productId: 'p9', priceId: 'q9', quantity: 1 }],
        singleItem: false,
      },
      specific: 'itemsAdded',
    },
    {
      event: { type: 'REMOVE_ITEMS', itemIds: ['a'] },
      state: 'removingItems',
      effect: 'removeItems',
      input: { cartId: 'c1', itemIds: ['a'] },
      specific: 'itemsRemoved',
    },
    {
      event: { type: 'UPDATE_ITEMS', items: [{ id: 'b', quantity: 3 }] },
      state: 'updatingItems',
      effect: 'updateItems',
      input: { cartId: 'c1', items: [{ id: 'b', quantity: 3 }] },
      specific: 'itemsUpdated',
    },
    {
      event: {
        type: 'UPDATE_CUSTOMER',
        customer: { name: 'Sara', mobileNumber: '+966501234567', otpToken: 't', customFields: {} },
      },
      state: 'updatingCustomer',
      effect: 'updateCustomer',
      input: {
        cartId: 'c1',
        customer: { name: 'Sara', mobileNumber: '+966501234567', otpToken: 't', customFields: {} },
      },
      specific: 'customerUpdated',
    },
    {
      event: { type: 'UPDATE_COUPON', code: 'WELCOME10' },
      state: 'updatingCoupon',
      effect: 'updateCoupon',
      input: { cartId: 'c1', couponCode: 'WELCOME10' },
      specific: 'couponUpdated',
    },
  ];

  const idle: Row[] = [
    ...changes.map(({ event, state, effect, input, specific }): Row => [
      `idle: "Each change enters its own processing state. Success saves the returned cart, announces cart updated and the specific change, and returns to idle": ${event.type} → ${state} → ${specific}`,
      async () => {
        const answer = controlled<Cart>();
        const returned = serverCart('c1', [lineA], { notes: `answer of ${event.type}` });
        const mock = vi.fn(() => answer.promise);
        const cart = await startCart({ storedId: 'c1', effects: { [effect]: mock } });
        cart.announced.length = 0;
        cart.send(event);
        expect(cart.state().value).toBe(state);
        expect(mock).toHaveBeenCalledWith(input, expect.any(AbortSignal));
        answer.resolve(returned);
        await settle();
        expect(cart.state().value).toBe('idle');
        expect(cart.context().cart).toEqual(returned);
        expect(JSON.parse(cart.storage.getItem('cart_sdk_c1') ?? 'null')).toEqual(returned);
        expect(cart.types()).toEqual(['cartUpdated', specific]);
        expect(cart.announced[0]).toEqual({ type: 'cartUpdated', cart: returned });
      },
    ]),
    ...changes.map(({ event, effect }): Row => [
      `idle: "Failure goes to error": ${event.type}`,
      async () => {
        const mock = vi.fn(async () => {
          throw apiError(422, 'ITEM_NOT_AVAILABLE', 'Not available');
        });
        const cart = await startCart({ storedId: 'c1', effects: { [effect]: mock } });
        cart.send(event);
        await settle();
        expect(cart.errors()).toEqual([
          expect.objectContaining({ code: 'ITEM_NOT_AVAILABLE', message: 'Not available' }),
        ]);
        expect(cart.context().retryCount).toBe(1);
        expect(cart.state().value).toBe('idle');
      },
    ]),
    [
      'idle: "REFETCH_CART" re-reads the cart, saves it and announces cart updated',
      async () => {
        const cart = await startCart({ storedId: 'c1' });
        cart.effects.loadCart.mockResolvedValueOnce(serverCart('c1', [lineB]));
        cart.send({ type: 'REFETCH_CART' });
        expect(cart.state().value).toBe('refetching');
        await settle();
        expect(cart.effects.loadCart).toHaveBeenCalledTimes(2);
        expect(cart.context().cart).toEqual(serverCart('c1', [lineB]));
        expect(cart.types()).toEqual(['cartCreated', 'cartUpdated']);
        expect(cart.state().value).toBe('idle');
      },
    ],
    [
      'idle: "ADD_ITEMS (items, optional singleItem flag)": one item with the flag is sent as a single item',
      async () => {
        const cart = await startCart({ storedId: 'c1' });
        const item = { productId: 'p9', priceId: 'q9', quantity: 1 };
        cart.send({ type: 'ADD_ITEMS', items: [item], singleItem: true });
        expect(cart.effects.addItems).toHaveBeenCalledWith(
          { cartId: 'c1', items: [item], singleItem: true },
          expect.any(AbortSignal),
        );
      },
    ],
    [
      'docs/product/validation.md: "Adding several items with the single-item flag fails with \'Cannot add multiple items as single item\'"',
      async () => {
        const cart = await startCart({ storedId: 'c1' });
        cart.send({
          type: 'ADD_ITEMS',
          singleItem: true,
          items: [
            { productId: 'p1', priceId: 'q1', quantity: 1 },
            { productId: 'p2', priceId: 'q2', quantity: 1 },
          ],
        });
        await settle();
        expect(cart.effects.addItems).not.toHaveBeenCalled();
        expect(cart.errors()).toEqual([
          expect.objectContaining({
            code: 'VALIDATION_ERROR',
            message: 'Cannot add multiple items as single item',
          }),
        ]);
        expect(cart.context().cart).toEqual(serverCart('c1'));
      },
    ],
  ];

  const optimistic: Row[] = [
    [
      '"Cart operations (add, remove, update items, custom fields, customer) update the displayed cart optimistically": remove',
      async () => {
        const cart = await startCart({
          storedId: 'c1',
          effects: { removeItems: vi.fn(() => controlled<Cart>().promise) },
        });
        cart.send({ type: 'REMOVE_ITEMS', itemIds: ['a'] });
        expect(cart.context().cart?.cartItems.map((line) => line.id)).toEqual(['b']);
        expect(cart.context().cart?.subTotal).toBe(100);
      },
    ],
    [
      '"…update the displayed cart optimistically": add shows a placeholder line until the answer',
      async () => {
        const cart = await startCart({
          storedId: 'c1',
          effects: { addItems: vi.fn(() => controlled<Cart>().promise) },
        });
        cart.send({ type: 'ADD_ITEMS', items: [{ productId: 'p9', priceId: 'q9', quantity: 2 }] });
        const added = cart.context().cart?.cartItems[2];
        expect(added).toMatchObject({ productId: 'p9', priceId: 'q9', quantity: 2, amount: 0 });
        expect(isPendingItemId(added?.id ?? '')).toBe(true);
      },
    ],
    [
      '"…update the displayed cart optimistically": update items (quantity and custom fields)',
      async () => {
        const cart = await startCart({
          storedId: 'c1',
          effects: { updateItems: vi.fn(() => controlled<Cart>().promise) },
        });
        cart.send({
          type: 'UPDATE_ITEMS',
          items: [{ id: 'b', quantity: 3, customFields: { gift: 'yes' } }],
        });
        expect(cart.context().cart?.cartItems[1]).toMatchObject({
          id: 'b',
          quantity: 3,
          amount: 150,
          customFields: { gift: 'yes' },
        });
        expect(cart.context().cart?.subTotal).toBe(250);
      },
    ],
    [
      '"…update the displayed cart optimistically": customer',
      async () => {
        const cart = await startCart({
          storedId: 'c1',
          effects: { updateCustomer: vi.fn(() => controlled<Cart>().promise) },
        });
        cart.send({
          type: 'UPDATE_CUSTOMER',
          customer: {
            name: 'Sara',
            mobileNumber: '+966501234567',
            otpToken: 't',
            customFields: {},
          },
        });
        expect(cart.context().cart?.customer).toEqual({
          customerId: null,
          name: 'Sara',
          mobileNumber: '+966501234567',
          customFields: {},
        });
      },
    ],
    [
      '"Optimistic totals use the tenant tax percentage and are rounded to 2 decimals"',
      async () => {
        const odd = cartLine('c', { price: 33.33 });
        const cart = await startCart({
          storedId: 'c1',
          input: { taxPercentage: 15 },
          effects: {
            loadCart: vi.fn(async () => serverCart('c1', [lineA, odd])),
            removeItems: vi.fn(() => controlled<Cart>().promise),
          },
        });
        cart.send({ type: 'REMOVE_ITEMS', itemIds: ['a'] });
        expect(cart.context().cart).toMatchObject({
          subTotal: 33.33,
          taxAmount: 5, // 4.9995 rounded
          totalAmount: 38.33,
          amountToBePaid: 38.33,
        });
      },
    ],
    [
      'docs/product/constants.md: "Tax percentage: from page configuration, default 0"',
      async () => {
        const cart = await startCart({
          storedId: 'c1',
          effects: { removeItems: vi.fn(() => controlled<Cart>().promise) },
        });
        cart.send({ type: 'REMOVE_ITEMS', itemIds: ['a'] });
        expect(cart.context().cart).toMatchObject({
          subTotal: 100,
          taxAmount: 0,
          totalAmount: 100,
        });
      },
    ],
    [
      'docs/product/validation.md: "Quantity and provider count are forced to at least 1" (UPDATE_ITEMS)',
      async () => {
        const cart = await startCart({
          storedId: 'c1',
          effects: { updateItems: vi.fn(() => controlled<Cart>().promise) },
        });
        cart.send({ type: 'UPDATE_ITEMS', items: [{ id: 'b', quantity: 0 }] });
        expect(cart.context().cart?.cartItems[1]).toMatchObject({ quantity: 1, amount: 50 });
      },
    ],
    [
      '"…roll back on failure, then refetch"',
      async () => {
        const cart = await startCart({
          storedId: 'c1',
          effects: {
            removeItems: vi.fn(async () => {
              throw apiError(500, 'API_ERROR');
            }),
          },
        });
        const refetched = controlled<Cart>();
        cart.effects.loadCart.mockReturnValueOnce(refetched.promise);
        cart.send({ type: 'REMOVE_ITEMS', itemIds: ['a'] });
        expect(cart.context().cart?.cartItems.map((line) => line.id)).toEqual(['b']);
        await settle();
        // Rolled back while the re-read is on its way.
        expect(cart.state().value).toBe('refetching');
        expect(cart.context().cart).toEqual(serverCart('c1'));
        expect(cart.effects.loadCart).toHaveBeenCalledTimes(2);
        refetched.resolve(serverCart('c1', [lineA, lineB], { notes: 'truth' }));
        await settle();
        expect(cart.context().cart).toEqual(serverCart('c1', [lineA, lineB], { notes: 'truth' }));
        expect(cart.types()).toEqual(['cartCreated', 'cartError', 'cartUpdated']);
        expect(cart.state().value).toBe('idle');
      },
    ],
  ];

  const submission: Row[] = [
    [
      '"SUBMIT_ORDER goes to validating (server validates the cart), then submittingOrder"',
      async () => {
        const validated = controlled<Cart | undefined>();
        const cart = await startCart({
          storedId: 'c1',
          effects: {
            validateCart: vi.fn(() => validated.promise),
            waitForCartCompleted: vi.fn(() => controlled<{ orderNumber: string }>().promise),
          },
        });
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
        expect(cart.state().matches('validating')).toBe(true);
        expect(cart.effects.validateCart).toHaveBeenCalledWith(
          { cartId: 'c1' },
          expect.any(AbortSignal),
        );
        validated.resolve(undefined);
        await settle();
        expect(cart.state().matches('submittingOrder')).toBe(true);
      },
    ],
    ...(
      [
        ['cash', 1],
        ['banktransfer', 3],
      ] as const
    ).map(([method, code]): Row => [
      `"Only cash and banktransfer submit the cart": ${method} is processed with code ${code}`,
      async () => {
        const cart = await startCart({ storedId: 'c1' });
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: method });
        await settle();
        expect(cart.effects.processCart).toHaveBeenCalledWith(
          { cartId: 'c1', paymentMethodCode: code },
          expect.any(AbortSignal),
        );
        expect(cart.effects.loadCart).toHaveBeenCalledTimes(1);
      },
    ]),
    ...(['mada', 'visa', 'applepay', 'tamara', 'tabby'] satisfies PaymentMethod[]).map(
      (method): Row => [
        `"for other methods the cart is just re-read": ${method}`,
        async () => {
          const cart = await startCart({ storedId: 'c1' });
          cart.send({ type: 'SUBMIT_ORDER', paymentMethod: method });
          await settle();
          expect(cart.effects.processCart).not.toHaveBeenCalled();
          expect(cart.effects.loadCart).toHaveBeenCalledTimes(2);
        },
      ],
    ),
    [
      '"Order submission waits for the cart-completed event" … "Success goes to completed, clears the stored cart id and announces cart completed"',
      async () => {
        const completion = controlled<{ orderNumber: string }>();
        const cart = await startCart({
          storedId: 'c1',
          effects: { waitForCartCompleted: vi.fn(() => completion.promise) },
        });
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
        await settle();
        expect(cart.effects.processCart).toHaveBeenCalled();
        expect(cart.state().matches({ submittingOrder: 'awaitingCompletion' })).toBe(true);
        expect(cart.storage.getItem('cartId')).toBe('c1');
        completion.resolve({ orderNumber: 'ORD-7' });
        await settle();
        expect(cart.state().value).toBe('completed');
        expect(cart.storage.getItem('cartId')).toBeNull();
        expect(cart.storage.getItem('cart_sdk_c1')).toBeNull();
        expect(cart.context().orderNumber).toBe('ORD-7');
        expect(cart.announced.at(-1)).toEqual({
          type: 'cartCompleted',
          cartId: 'c1',
          orderNumber: 'ORD-7',
        });
      },
    ],
    [
      '"Failure goes to error and clears the pending method" (validation)',
      async () => {
        const cart = await startCart({
          storedId: 'c1',
          effects: {
            validateCart: vi.fn(async () => {
              throw apiError(400, 'VALIDATION_ERROR', 'Cart is empty');
            }),
          },
        });
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
        expect(cart.context().pendingPaymentMethod).toBe('cash');
        await settle();
        expect(cart.context().pendingPaymentMethod).toBeNull();
        expect(cart.errors()).toEqual([expect.objectContaining({ message: 'Cart is empty' })]);
        expect(cart.effects.processCart).not.toHaveBeenCalled();
        expect(cart.state().value).toBe('idle');
      },
    ],
    [
      '"Failure goes to error and clears the pending method" (processing)',
      async () => {
        const cart = await startCart({
          storedId: 'c1',
          effects: {
            processCart: vi.fn(async () => {
              throw apiError(400, 'PAYMENT_FAILED', 'Declined');
            }),
            waitForCartCompleted: vi.fn(() => controlled<{ orderNumber: string }>().promise),
          },
        });
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'banktransfer' });
        await settle();
        expect(cart.context().pendingPaymentMethod).toBeNull();
        expect(cart.errors()).toEqual([expect.objectContaining({ code: 'PAYMENT_FAILED' })]);
        expect(cart.state().value).toBe('idle');
      },
    ],
    [
      'docs/product/constants.md: "Order submission timeout 300000 ms" gives REQUEST_TIMEOUT ("Operation timed out")',
      async () => {
        const cart = await startCart({
          storedId: 'c1',
          effects: {
            waitForCartCompleted: vi.fn(() => controlled<{ orderNumber: string }>().promise),
          },
        });
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
        await vi.advanceTimersByTimeAsync(299_999);
        expect(cart.state().matches('submittingOrder')).toBe(true);
        await vi.advanceTimersByTimeAsync(1);
        expect(cart.errors()).toEqual([
          expect.objectContaining({ code: 'REQUEST_TIMEOUT', message: 'Operation timed out' }),
        ]);
        expect(cart.context().pendingPaymentMethod).toBeNull();
        expect(cart.state().value).toBe('idle');
      },
    ],
    [
      'docs/product/validation.md: "Validating a cart needs a cart id, else \'Cart ID is not available.\'"',
      async () => {
        const cart = await startCart({
          effects: {
            createCart: vi.fn(async () => {
              throw apiError(0, 'NETWORK_ERROR', 'Network error occurred');
            }),
          },
        });
        expect(cart.context().cartId).toBeNull();
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
        await settle();
        expect(cart.effects.validateCart).not.toHaveBeenCalled();
        expect(cart.errors().at(-1)).toEqual(
          expect.objectContaining({
            code: 'VALIDATION_ERROR',
            message: 'Cart ID is not available.',
          }),
        );
      },
    ],
  ];

  const errorState: Row[] = [
    [
      '"error: on entry counts one retry and announces the error, then moves to idle"',
      async () => {
        const cart = await startCart({ storedId: 'c1' });
        await failSubmissions(cart, 2);
        expect(cart.context().retryCount).toBe(2);
        expect(cart.types().filter((type) => type === 'cartError')).toHaveLength(2);
        expect(cart.state().value).toBe('idle');
      },
    ],
    [
      '"RETRY goes to validating while fewer than 5 retries are used"',
      async () => {
        const cart = await startCart({ storedId: 'c1' });
        await failSubmissions(cart, 4);
        expect(cart.context().retryCount).toBe(4);
        cart.effects.validateCart.mockImplementation(() => controlled<Cart | undefined>().promise);
        cart.send({ type: 'RETRY', paymentMethod: 'cash' });
        expect(cart.state().matches('validating')).toBe(true);
        expect(cart.effects.validateCart).toHaveBeenCalledTimes(5);
      },
    ],
    [
      '"RETRY goes … otherwise to terminated with the stored id cleared"',
      async () => {
        const cart = await startCart({ storedId: 'c1' });
        await failSubmissions(cart, 5);
        expect(cart.context().retryCount).toBe(5);
        cart.send({ type: 'RETRY', paymentMethod: 'cash' });
        expect(cart.state().value).toBe('terminated');
        expect(cart.state().status).toBe('done');
        expect(cart.storage.getItem('cartId')).toBeNull();
        expect(cart.effects.validateCart).toHaveBeenCalledTimes(5);
      },
    ],
    [
      'RETRY without a method re-reads the cart and waits for the completion (the failed method was cleared)',
      async () => {
        const cart = await startCart({ storedId: 'c1' });
        await failSubmissions(cart, 1);
        cart.effects.validateCart.mockResolvedValue(undefined);
        cart.send({ type: 'RETRY' });
        await settle();
        expect(cart.effects.processCart).not.toHaveBeenCalled();
        expect(cart.effects.loadCart).toHaveBeenCalledTimes(2);
        expect(cart.state().value).toBe('completed');
      },
    ],
    [
      'RETRY after a lost processing answer completes on the order the server already made',
      async () => {
        const cart = await startCart({ storedId: 'c1' });
        await failSubmissions(cart, 1);
        cart.effects.validateCart.mockRejectedValue(apiError(409, 'CART_ALREADY_COMPLETED'));
        cart.send({ type: 'RETRY', paymentMethod: 'cash' });
        await settle();
        expect(cart.effects.processCart).not.toHaveBeenCalled();
        expect(cart.state().value).toBe('completed');
        expect(cart.context().alreadyCompleted).toBe(false);
        expect(cart.context().orderNumber).not.toBeNull();
        expect(cart.types()).toContain('cartCompleted');
      },
    ],
    [
      '"RESET goes to initializing, clears storage and zeroes the retry count"',
      async () => {
        const cart = await startCart({ storedId: 'c1' });
        await failSubmissions(cart, 2);
        cart.send({ type: 'RESET' });
        expect(cart.state().matches('initializing')).toBe(true);
        expect(cart.context().retryCount).toBe(0);
        expect(cart.storage.getItem('cart_sdk_c1')).toBeNull();
        await settle();
        expect(cart.effects.createCart).toHaveBeenCalledTimes(1);
        expect(cart.storage.getItem('cartId')).toBe('new-cart');
        expect(cart.state().value).toBe('idle');
      },
    ],
  ];

  const finalStates: Row[] = [
    [
      '"completed and terminated are final": completed',
      async () => {
        const cart = await startCart({ storedId: 'c1' });
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
        await settle();
        expect(cart.state().status).toBe('done');
        const before = cart.announced.length;
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        cart.send({ type: 'REFETCH_CART' });
        await settle();
        expect(cart.state().value).toBe('completed');
        expect(cart.announced).toHaveLength(before);
        warn.mockRestore();
      },
    ],
    [
      '"completed and terminated are final": terminated',
      async () => {
        const cart = await startCart({ storedId: 'c1' });
        await failSubmissions(cart, 5);
        cart.send({ type: 'RETRY' });
        expect(cart.state().status).toBe('done');
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        cart.send({ type: 'RESET' });
        expect(cart.state().value).toBe('terminated');
        warn.mockRestore();
      },
    ],
  ];

  const signals: Row[] = [
    [
      '"A completed cart is signalled by error code CART_ALREADY_COMPLETED and the page redirects to callbackUrl"',
      async () => {
        const loadCart = vi.fn<CartEffects['loadCart']>(async () => {
          throw apiError(409, 'CART_ALREADY_COMPLETED', 'Completed');
        });
        const cart = await startCart({ storedId: 'done-cart', effects: { loadCart } });
        expect(cart.context().alreadyCompleted).toBe(true);
        expect(cart.context().error?.code).toBe('CART_ALREADY_COMPLETED');
        expect(cart.storage.getItem('cartId')).toBeNull();
        expect(cart.effects.createCart).not.toHaveBeenCalled();
      },
    ],
    [
      '"Events announced: cartCreated, cartUpdated, cartCompleted, itemsAdded, itemsRemoved, itemsUpdated, couponUpdated, customerUpdated, cartError"',
      async () => {
        const cart = await startCart({ storedId: 'c1' });
        for (const { event } of changes) {
          cart.send(event);
          await settle();
        }
        const item = { productId: 'p', priceId: 'q', quantity: 1 };
        cart.send({ type: 'ADD_ITEMS', singleItem: true, items: [item, item] });
        await settle();
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
        await settle();
        expect(new Set(cart.types())).toEqual(
          new Set([
            'cartCreated',
            'cartUpdated',
            'cartCompleted',
            'itemsAdded',
            'itemsRemoved',
            'itemsUpdated',
            'couponUpdated',
            'customerUpdated',
            'cartError',
          ]),
        );
      },
    ],
    [
      'docs/product/flows.md: "Sending the wrong event type into a state gives an invalid-state error" (docs/product/errors.md: "INVALID_STATE (status 400)")',
      async () => {
        const cart = await startCart({
          storedId: 'c1',
          effects: {
            waitForCartCompleted: vi.fn(() => controlled<{ orderNumber: string }>().promise),
          },
        });
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
        await settle();
        cart.send({ type: 'ADD_ITEMS', items: [{ productId: 'p', priceId: 'q', quantity: 1 }] });
        expect(cart.effects.addItems).not.toHaveBeenCalled();
        expect(cart.state().matches('submittingOrder')).toBe(true);
        const invalid = {
          code: 'INVALID_STATE',
          status: 400,
          message: 'This action is not possible right now.',
          eventType: 'ADD_ITEMS',
        };
        expect(cart.context().error).toEqual(invalid);
        expect(cart.announced.at(-1)).toEqual({ type: 'cartError', error: invalid });
        expect(cart.context().retryCount).toBe(0);
      },
    ],
    [
      'an invalid-state error for an event no state knows, and for RETRY while a change is unanswered',
      async () => {
        const cart = await startCart({
          storedId: 'c1',
          effects: { removeItems: vi.fn(() => controlled<Cart>().promise) },
        });
        cart.send({ type: 'SOMETHING_ELSE' } as unknown as CartMachineEvent);
        expect(cart.context().error).toMatchObject({
          code: 'INVALID_STATE',
          eventType: 'SOMETHING_ELSE',
        });
        cart.send({ type: 'REMOVE_ITEMS', itemIds: ['a'] });
        cart.send({ type: 'RETRY' });
        expect(cart.context().error).toMatchObject({ code: 'INVALID_STATE', eventType: 'RETRY' });
        expect(cart.state().value).toBe('removingItems');
      },
    ],
  ];

  const tamara = { method: 'tamara' } as const;
  const onlinePayment: Row[] = [
    [
      'SUBMIT_ORDER with a payment pays it through payOnline, without validating or processing',
      async () => {
        const paid = controlled<OnlinePaymentOutcome>();
        const cart = await startCart({
          storedId: 'c1',
          effects: { payOnline: vi.fn(() => paid.promise) },
        });
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'tamara', payment: tamara });
        expect(cart.state().value).toBe('payingOnline');
        expect(cart.effects.payOnline).toHaveBeenCalledWith(
          { cartId: 'c1', payment: tamara },
          expect.any(AbortSignal),
        );
        paid.resolve({ kind: 'redirected', holdExpiresAt: null });
        await settle();
        expect(cart.state().value).toBe('idle');
        expect(cart.context().onlinePayment).toEqual({ kind: 'redirected', holdExpiresAt: null });
        expect(cart.effects.validateCart).not.toHaveBeenCalled();
        expect(cart.effects.processCart).not.toHaveBeenCalled();
        expect(cart.effects.waitForCartCompleted).not.toHaveBeenCalled();
      },
    ],
    [
      'after a redirect to the provider a second SUBMIT_ORDER is refused (INVALID_STATE)',
      async () => {
        const cart = await startCart({ storedId: 'c1' });
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'tamara', payment: tamara });
        await settle();
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'tamara', payment: tamara });
        expect(cart.effects.payOnline).toHaveBeenCalledTimes(1);
        expect(cart.context().error).toMatchObject({
          code: 'INVALID_STATE',
          eventType: 'SUBMIT_ORDER',
        });
        expect(cart.state().value).toBe('idle');
      },
    ],
    [
      'paid here (Apple Pay): the order number is kept, the flow stays open',
      async () => {
        const cart = await startCart({
          storedId: 'c1',
          effects: {
            payOnline: vi.fn(async () => ({ kind: 'paid', orderNumber: 'ORD-9' }) as const),
          },
        });
        cart.send({
          type: 'SUBMIT_ORDER',
          paymentMethod: 'applepay',
          payment: { method: 'applepay', label: 'Demo Store' },
        });
        await settle();
        expect(cart.context().orderNumber).toBe('ORD-9');
        expect(cart.context().onlinePayment).toEqual({ kind: 'paid', orderNumber: 'ORD-9' });
        expect(cart.state().value).toBe('idle');
      },
    ],
    [
      'a cancelled sheet forgets the method, and the next SUBMIT_ORDER pays again',
      async () => {
        const cart = await startCart({
          storedId: 'c1',
          effects: { payOnline: vi.fn(async () => ({ kind: 'cancelled' }) as const) },
        });
        const applePay = { method: 'applepay', label: 'Demo Store' } as const;
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'applepay', payment: applePay });
        await settle();
        expect(cart.context().pendingPaymentMethod).toBeNull();
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'applepay', payment: applePay });
        await settle();
        expect(cart.effects.payOnline).toHaveBeenCalledTimes(2);
        expect(cart.context().error).toBeNull();
      },
    ],
    [
      'a failed payment is the error of the command, with its payment code and cause, neither counted nor announced',
      async () => {
        const failure = new OnlinePaymentError('PAYMENT_DECLINED', 'insufficient_funds');
        const cart = await startCart({
          storedId: 'c1',
          effects: {
            payOnline: vi.fn(async () => {
              throw failure;
            }),
          },
        });
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'tamara', payment: tamara });
        await settle();
        expect(cart.state().value).toBe('idle');
        expect(cart.context().error).toEqual({
          code: 'PAYMENT_DECLINED',
          message: 'The payment was declined.',
          status: null,
          cause: failure,
        });
        expect(cart.context().pendingPaymentMethod).toBeNull();
        expect(cart.context().retryCount).toBe(0);
        expect(cart.errors()).toEqual([]);
      },
    ],
    [
      'an API failure keeps its code; CART_ALREADY_COMPLETED from a payment call does not end the flow',
      async () => {
        const cart = await startCart({
          storedId: 'c1',
          effects: {
            payOnline: vi.fn(async () => {
              throw apiError(409, 'CART_ALREADY_COMPLETED', 'Completed');
            }),
          },
        });
        cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'tamara', payment: tamara });
        await settle();
        expect(cart.context().error).toMatchObject({ code: 'CART_ALREADY_COMPLETED', status: 409 });
        expect(cart.context().alreadyCompleted).toBe(false);
        expect(cart.storage.getItem('cartId')).toBe('c1');
      },
    ],
  ];

  describe('initializing', () => {
    it.each(initializing)('%s', async (_name, run) => run());
  });
  describe('idle', () => {
    it.each(idle)('%s', async (_name, run) => run());
  });
  describe('optimistic updates', () => {
    it.each(optimistic)('%s', async (_name, run) => run());
  });
  describe('submission', () => {
    it.each(submission)('%s', async (_name, run) => run());
  });
  describe('online payment', () => {
    it.each(onlinePayment)('%s', async (_name, run) => run());
  });
  describe('error', () => {
    it.each(errorState)('%s', async (_name, run) => run());
  });
  describe('final states', () => {
    it.each(finalStates)('%s', async (_name, run) => run());
  });
  describe('signals and events', () => {
    it.each(signals)('%s', async (_name, run) => run());
  });
});

describe('three quick item changes answered out of order', () => {
  /**
   * A server that applies each change when it is called, as the real one does, but whose answers
   * the test delivers in any order.
   */
  function outOfOrderServer() {
    let lines = [lineA, lineB, cartLine('c', { price: 10 })];
    const answers: { cart: Cart; deliver: () => void; fail: (error: unknown) => void }[] = [];
    const answerLater = (cart: Cart) => {
      const answer = controlled<Cart>();
      answers.push({ cart, deliver: () => answer.resolve(cart), fail: answer.reject });
      return answer.promise;
    };
    const effects: Partial<EffectMocks> = {
      loadCart: vi.fn(async ({ cartId }) => serverCart(cartId, lines)),
      removeItems: vi.fn(({ cartId, itemIds }) => {
        lines = lines.filter((line) => !itemIds.includes(line.id));
        return answerLater(serverCart(cartId, lines));
      }),
      updateItems: vi.fn(({ cartId, items }) => {
        lines = lines.map((line) => {
          const update = items.find((item) => item.id === line.id);
          return update
            ? cartLine(line.id, { price: line.price, quantity: update.quantity })
            : line;
        });
        return answerLater(serverCart(cartId, lines));
      }),
    };
    return { effects, answers, truth: () => lines };
  }

  it("end with the server's truth and no resurrected item", async () => {
    const server = outOfOrderServer();
    const cart = await startCart({ storedId: 'c1', effects: server.effects });
    const shownIds = () => cart.context().cart?.cartItems.map((line) => line.id);

    cart.send({ type: 'REMOVE_ITEMS', itemIds: ['a'] });
    cart.send({ type: 'UPDATE_ITEMS', items: [{ id: 'b', quantity: 5 }] });
    cart.send({ type: 'REMOVE_ITEMS', itemIds: ['c'] });
    expect(shownIds()).toEqual(['b']);
    expect(cart.context().cart?.cartItems[0]?.quantity).toBe(5);

    // The third answer comes first: it reflects all three changes.
    server.answers[2]?.deliver();
    await settle();
    expect(shownIds()).toEqual(['b']);
    // The first answer still has c: shown, it would bring c back.
    server.answers[0]?.deliver();
    await settle();
    expect(shownIds()).toEqual(['b']);
    expect(cart.context().cart?.cartItems[0]?.quantity).toBe(5);
    server.answers[1]?.deliver();
    await settle();

    expect(cart.effects.loadCart).toHaveBeenCalledTimes(2);
    expect(cart.context().cart).toEqual(serverCart('c1', server.truth()));
    expect(shownIds()).toEqual(['b']);
    expect(cart.state().value).toBe('idle');
  });

  it('re-read after overlapping changes, even answered in order: the server may have run them in another order', async () => {
    const first = controlled<Cart>();
    const second = controlled<Cart>();
    const cart = await startCart({
      storedId: 'c1',
      effects: {
        removeItems: vi
          .fn<CartEffects['removeItems']>()
          .mockReturnValueOnce(first.promise)
          .mockReturnValueOnce(second.promise),
      },
    });
    cart.effects.loadCart.mockResolvedValueOnce(serverCart('c1', [lineB]));
    cart.send({ type: 'REMOVE_ITEMS', itemIds: ['a'] });
    cart.send({ type: 'REMOVE_ITEMS', itemIds: ['x'] });
    // The server ran the second call first, so the second answer predates the first removal.
    first.resolve(serverCart('c1', [lineB]));
    await settle();
    second.resolve(serverCart('c1', [lineA, lineB]));
    await settle();
    expect(cart.effects.loadCart).toHaveBeenCalledTimes(2);
    expect(cart.context().cart).toEqual(serverCart('c1', [lineB]));
    expect(cart.state().value).toBe('idle');
  });

  it("roll back only the change that failed, then end with the server's truth", async () => {
    const server = outOfOrderServer();
    const refused = controlled<Cart>();
    // The server refuses the update, so it changes nothing.
    server.effects.updateItems = vi.fn(() => refused.promise);
    const cart = await startCart({ storedId: 'c1', effects: server.effects });
    const shownIds = () => cart.context().cart?.cartItems.map((line) => line.id);

    cart.send({ type: 'REMOVE_ITEMS', itemIds: ['a'] });
    cart.send({ type: 'UPDATE_ITEMS', items: [{ id: 'b', quantity: 5 }] });
    cart.send({ type: 'REMOVE_ITEMS', itemIds: ['c'] });

    expect(cart.context().cart?.cartItems[0]?.quantity).toBe(5);
    server.answers[1]?.deliver();
    await settle();
    // The update failed: b's quantity rolls back; the removals made before and after it stay.
    refused.reject(apiError(422, 'ITEM_NOT_AVAILABLE'));
    await settle();
    expect(shownIds()).toEqual(['b']);
    expect(cart.context().cart?.cartItems[0]?.quantity).toBe(2);
    expect(cart.context().changeFailed).toBe(true);
    server.answers[0]?.deliver();
    await settle();

    expect(cart.errors()).toEqual([expect.objectContaining({ code: 'ITEM_NOT_AVAILABLE' })]);
    expect(cart.effects.loadCart).toHaveBeenCalledTimes(2);
    expect(cart.context().cart).toEqual(serverCart('c1', server.truth()));
    expect(shownIds()).toEqual(['b']);
    expect(cart.state().value).toBe('idle');
  });
});

describe('editing the cart (docs/product/flows.md, "Optimistic changes", "Submitting an order"; event-streams.md, "Who listens")', () => {
  it('UPDATE_ITEMS shows the new quantity with the tenant tax, and a failure rolls it back with its code, then re-reads', async () => {
    const cart = await startCart({
      storedId: 'c1',
      input: { taxPercentage: 15 },
      effects: {
        updateItems: vi.fn(async () => {
          throw new ApiError({
            status: 409,
            code: 'NOT_ENOUGH_STOCK',
            message: 'Only 2 left in stock.',
            data: { available: 2 },
          });
        }),
      },
    });
    cart.send({ type: 'UPDATE_ITEMS', items: [{ id: 'a', quantity: 3 }] });
    expect(cart.context().cart).toMatchObject({ subTotal: 400, taxAmount: 60, totalAmount: 460 });
    await settle();
    expect(cart.context().cart).toEqual(serverCart('c1'));
    // The true reason and the count still free reach the screen (docs/product/errors.md).
    expect(
      cart.errors().map((error) => [error.code, error.message, error.available, error.status]),
    ).toEqual([['NOT_ENOUGH_STOCK', 'Only 2 left in stock.', 2, 409]]);
    expect(cart.effects.loadCart).toHaveBeenCalledTimes(2);
    expect(cart.state().value).toBe('idle');
  });

  it('REMOVE_ITEMS that fails brings the line back, and the later change made meanwhile stays', async () => {
    const removal = controlled<Cart>();
    const update = controlled<Cart>();
    const cart = await startCart({
      storedId: 'c1',
      effects: {
        removeItems: vi.fn(() => removal.promise),
        updateItems: vi.fn(() => update.promise),
      },
    });
    cart.send({ type: 'REMOVE_ITEMS', itemIds: ['a'] });
    cart.send({ type: 'UPDATE_ITEMS', items: [{ id: 'b', quantity: 4 }] });
    expect(cart.context().cart?.cartItems.map((line) => [line.id, line.quantity])).toEqual([
      ['b', 4],
    ]);
    removal.reject(apiError(500, 'API_ERROR', 'Server down'));
    await settle();
    expect(cart.context().cart?.cartItems.map((line) => [line.id, line.quantity])).toEqual([
      ['a', 1],
      ['b', 4],
    ]);
    expect(cart.context().cart?.subTotal).toBe(300);
  });

  it('SET_TAX_PERCENTAGE prices the unanswered changes and the next ones with the tenant tax', async () => {
    const cart = await startCart({
      storedId: 'c1',
      effects: { updateItems: vi.fn(() => controlled<Cart>().promise) },
    });
    cart.send({ type: 'UPDATE_ITEMS', items: [{ id: 'a', quantity: 2 }] });
    expect(cart.context().cart).toMatchObject({ taxAmount: 0, totalAmount: 300 });
    cart.send({ type: 'SET_TAX_PERCENTAGE', taxPercentage: 15 });
    expect(cart.context().cart).toMatchObject({ taxAmount: 45, totalAmount: 345 });
    cart.send({ type: 'UPDATE_ITEMS', items: [{ id: 'b', quantity: 1 }] });
    expect(cart.context().cart).toMatchObject({ subTotal: 250, taxAmount: 37.5 });
    expect(cart.errors()).toEqual([]);
  });

  it('SERVER_CART_UPDATED in idle re-reads the cart (in the flow’s language) and announces cartUpdated; an echo, another cart or a completed one changes nothing', async () => {
    const cart = await startCart({ storedId: 'c1' });
    const elsewhere = serverCart('c1', [lineA], { notes: 'other tab' });
    const reread = serverCart('c1', [lineA], { notes: 'other tab, in English' });
    cart.effects.loadCart.mockResolvedValueOnce(reread);
    cart.send({ type: 'SERVER_CART_UPDATED', cart: elsewhere });
    expect(cart.state().value).toBe('refetching');
    await settle();
    expect(cart.context().cart).toEqual(reread);
    expect(cart.storage.getItem('cart_sdk_c1')).toBe(JSON.stringify(reread));
    expect(cart.types()).toEqual(['cartCreated', 'cartUpdated']);
    cart.send({ type: 'SERVER_CART_UPDATED', cart: structuredClone(reread) });
    cart.send({ type: 'SERVER_CART_UPDATED', cart: serverCart('c2', []) });
    cart.send({ type: 'SERVER_CART_UPDATED', cart: { ...reread, status: 'completed' } });
    expect(cart.state().value).toBe('idle');
    expect(cart.effects.loadCart).toHaveBeenCalledTimes(2);
    expect(cart.types()).toEqual(['cartCreated', 'cartUpdated']);
  });

  it('SERVER_CART_UPDATED while a change is unanswered keeps the change shown, then re-reads the cart', async () => {
    const update = controlled<Cart>();
    const cart = await startCart({
      storedId: 'c1',
      effects: { updateItems: vi.fn(() => update.promise) },
    });
    cart.send({ type: 'UPDATE_ITEMS', items: [{ id: 'a', quantity: 2 }] });
    cart.send({ type: 'SERVER_CART_UPDATED', cart: serverCart('c1', [lineB]) });
    expect(cart.context().cart?.cartItems.map((line) => line.quantity)).toEqual([2, 2]);
    expect(cart.errors()).toEqual([]);
    update.resolve(serverCart('c1', [cartLine('a', { quantity: 2 }), lineB]));
    await settle();
    expect(cart.effects.loadCart).toHaveBeenCalledTimes(2);
    expect(cart.state().value).toBe('idle');
  });

  it('SERVER_CART_UPDATED while the cart is being re-read reads it once more', async () => {
    const cart = await startCart({ storedId: 'c1' });
    const first = controlled<Cart>();
    cart.effects.loadCart.mockReturnValueOnce(first.promise);
    cart.send({ type: 'REFETCH_CART' });
    cart.send({ type: 'SERVER_CART_UPDATED', cart: serverCart('c1', [lineB]) });
    first.resolve(serverCart('c1'));
    await settle();
    expect(cart.effects.loadCart).toHaveBeenCalledTimes(3);
    expect(cart.state().value).toBe('idle');
    expect(cart.types()).toEqual(['cartCreated', 'cartUpdated']);
  });

  it('a price change found at validation is not submitted: the new cart is shown with the change, and confirming again submits it', async () => {
    const repriced = serverCart('c1', [cartLine('a', { price: 120 }), lineB], { isUpdated: true });
    const cart = await startCart({
      storedId: 'c1',
      effects: { validateCart: vi.fn(async () => repriced) },
    });
    cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
    await settle();
    expect(cart.effects.processCart).not.toHaveBeenCalled();
    expect(cart.state().value).toBe('idle');
    expect(cart.context().cart).toEqual(repriced);
    expect(cart.context().priceChange).toEqual({
      previousTotal: 200,
      total: 220,
      previousAmountToBePaid: 200,
      amountToBePaid: 220,
    });
    expect(cart.context()).toMatchObject({ error: null, pendingPaymentMethod: null });
    expect(cart.types()).toEqual(['cartCreated', 'cartUpdated']);
    // The server keeps isUpdated until the next change; the shopper has now seen these amounts.
    cart.send({ type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
    expect(cart.context().priceChange).toBeNull();
    await settle();
    expect(cart.effects.processCart).toHaveBeenCalledTimes(1);
    expect(cart.state().value).toBe('completed');
  });

  it('a price change is also caught when RETRY validates again, and a change to the cart clears it', async () => {
    const repriced = serverCart('c1', [lineA, cartLine('b', { price: 40, quantity: 2 })], {
      isUpdated: true,
    });
    const cart = await startCart({
      storedId: 'c1',
      effects: { updateItems: vi.fn(() => controlled<Cart>().promise) },
    });
    await failSubmissions(cart, 1);
    cart.effects.validateCart.mockResolvedValue(repriced);
    cart.send({ type: 'RETRY', paymentMethod: 'cash' });
    await settle();
    expect(cart.context().priceChange).toMatchObject({ previousTotal: 200, total: 180 });
    cart.send({ type: 'UPDATE_ITEMS', items: [{ id: 'a', quantity: 2 }] });
    expect(cart.context().priceChange).toBeNull();
  });
});
