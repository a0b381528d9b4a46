// Every event of the reservation flow, and every error code it raises, driven against the
// reference API (the tables below). Codes the reference API cannot lead the flow to, and why:
// - GENERAL_ERROR ("Reservation product not set"): the flow started without a product. The API
//   never hands one over: an unknown product is a 404 before any flow starts.
// - VALIDATION_ERROR "Product has no pricing options": every product the API serves has a price
//   (a product without one answers 400 INVALID_OPERATION at pricing; none is seeded, and the API
//   has no route that makes one). The SDK's reservation-machine tests cover both with a fake.
// - INVALID_LOCATION ("Please set your location to continue"): for a geofenced product the API
//   offers no slot without a location, so a cleared location drops the chosen slot and the add
//   stops at INVALID_SLOT first (the table has that row).
// - NETWORK_ERROR, REQUEST_TIMEOUT and INVALID_RESPONSE, as the cause under FETCH_… or
//   ADD_TO_CART_FAILED: the SDK client raises them itself when no fitting answer came, so the
//   API never sends them (packages/sdk/src/http/http-client.test.ts covers them).
import {
  cartSources,
  priceAmountSchema,
  ruleMessage,
  type AddCartItem,
  type Product,
} from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { catalogSeedIds } from '../../apps/api/src/db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../apps/api/src/testing/build-test-app.ts';
import type { ReservationAnnouncement } from '../../packages/sdk/src/machines/reservation/reservation-announcement.ts';
import { reservationEffectActors } from '../../packages/sdk/src/machines/reservation/reservation-effects.ts';
import { reservationMachine } from '../../packages/sdk/src/machines/reservation/reservation-machine.ts';
import type { ReservationMachineEvent } from '../../packages/sdk/src/machines/reservation/reservation-machine-event.ts';
import { reservationResourceEffects } from '../../packages/sdk/src/machines/reservation/reservation-resource-effects.ts';
import { createInjectFetch } from './testing/create-inject-fetch.ts';
import { expectFlowError } from './testing/expect-flow-error.ts';
import { createTestSdk, type TestSdk } from './testing/create-test-sdk.ts';
import { signInWithSdk } from './testing/sign-in-with-sdk.ts';

const { products, prices, providers } = catalogSeedIds;

type ProductName = keyof typeof products;
type ReservationSnapshot = SnapshotFrom<typeof reservationMachine>;
type Step = ReservationMachineEvent | ((current: ReservationSnapshot) => ReservationMachineEvent);

/** A price id no catalogue has. */
const unknownId = '00000000-0000-4000-8000-000000000000';

/** Inside the central Riyadh washer's area, and Jeddah, outside both washers' areas. */
const riyadh = { id: null, latitude: 24.7136, longitude: 46.6753, description: null, type: null };
const jeddah = { id: null, latitude: 21.5433, longitude: 39.1728, description: null, type: null };

// The reservation flow (spec section 4) against the reference API, through the SDK's resources
// (reservationResourceEffects): availabilities, prices, the add to a real cart, and the errors the
// API gives it.
describe('the reservation flow against the reference API', () => {
  let test: TestApp;
  let sdk: TestSdk;

  beforeAll(async () => {
    test = await buildTestApp();
    sdk = createTestSdk(createInjectFetch(test.app));
  }, 60_000);
  afterAll(() => test.close());

  /**
   * A reservation flow for `product` whose add goes to `cartId` (a new website cart by default),
   * with `settled`: send an event (or none) and wait until nothing is asked of the API.
   */
  async function startBooking(product: Product, cartId?: string) {
    const cart = cartId ?? (await sdk.api.carts.create(cartSources.website)).id;
    const announced: ReservationAnnouncement[] = [];
    const effects = reservationResourceEffects(sdk.api, {
      addToCart: ({ item }, signal) => sdk.api.carts.addItems(cart, [item], { signal }),
    });
    const actor = createActor(
      reservationMachine.provide({ actors: reservationEffectActors(effects) }),
      {
        input: {
          product,
          announce: (announcement) => void announced.push(announcement),
          now: () => test.clock.now().getTime(),
          language: 'en',
        },
      },
    ).start();
    const settled = async (event?: ReservationMachineEvent) => {
      if (event) actor.send(event);
      return waitFor(
        actor,
        (state) =>
          !state.matches('initializing') &&
          !state.matches('fetchingAvailabilities') &&
          !state.matches('updatingAmounts') &&
          !state.matches('addingToCart'),
      );
    };
    return { actor, announced, settled, cartId: cart };
  }

  /** The flow of a seeded product, settled once (its defaults and first availabilities). */
  async function bookingOf(name: ProductName, cartId?: string) {
    const booking = await startBooking(
      await sdk.api.products.getForCheckout(products[name]),
      cartId,
    );
    return { ...booking, first: await booking.settled() };
  }

  /** The first returned slot (of `providerId`, when given), as the flow selects it. */
  function slotOf(snapshot: ReservationSnapshot, providerId?: string) {
    const slot = snapshot.context.availabilities?.slots.find(
      (candidate) =>
        providerId === undefined || candidate.availableProviderIds.includes(providerId),
    );
    if (!slot) throw new Error(`No slot returned${providerId ? ` for ${providerId}` : ''}`);
    return { from: slot.from, to: slot.to };
  }

  /** A cart someone already ordered (signed in, paid cash), with `item` in it. */
  async function orderedCart(item: AddCartItem, mobileNumber: string): Promise<string> {
    const other = await sdk.api.carts.create(cartSources.website);
    await sdk.api.carts.addItems(other.id, [item]);
    const shopper = await signInWithSdk(sdk, mobileNumber);
    await sdk.api.carts.updateCustomer(other.id, {
      name: 'Reem',
      mobileNumber: shopper.mobileNumber,
      otpToken: shopper.otpToken,
    });
    await sdk.api.carts.process(other.id, 1);
    return other.id;
  }

  it('books a massage with the chosen therapist and an add-on, priced as the API prices it', async () => {
    const massage = await sdk.api.products.getForCheckout(products.massage);
    const booking = await startBooking(massage);
    const first = await booking.settled();
    expect(first.value).toBe('idle');
    // The first therapist is chosen by default, and the month of the API's clock is shown.
    expect(first.context.selectedProviderIds).toEqual([providers.noura]);
    const slots = first.context.availabilities?.slots ?? [];
    const both = slots.find(
      (slot) =>
        slot.availableProviderIds.includes(providers.noura) &&
        slot.availableProviderIds.includes(providers.huda),
    );
    if (!both) throw new Error('No slot with both therapists free');

    await booking.settled({ type: 'SELECT_SLOT', slot: { from: both.from, to: both.to } });
    const chosen = await booking.settled({
      type: 'CHANGE_PROVIDER_IDS',
      providerIds: [providers.huda],
    });
    expect(chosen.context.selectedSlot).toEqual({ from: both.from, to: both.to });
    const priced = await booking.settled({ type: 'SET_ADDONS', addOns: { hotStones: 'true' } });
    const apiAnswer = await test.app.inject({
      method: 'GET',
      url: '/api/app/reservation-v2/price-amount',
      query: {
        priceId: prices.massage,
        from: both.from,
        to: both.to,
        quantity: '1',
        providersIds: providers.huda,
        providerCount: '1',
        'CustomFields[hotStones]': 'true',
      },
      headers: { __tenant: 'demo' },
    });
    expect(priced.context.amount).toEqual(priceAmountSchema.parse(apiAnswer.json()));
    expect(priced.context.amount).toMatchObject({ totalPrice: 250 });

    await booking.settled({ type: 'SET_CUSTOM_FIELDS', customFields: { pressure: 'firm' } });
    const ready = await booking.settled({ type: 'ADD_TO_CART' });
    expect(ready.value).toBe('reservationReady');
    const cart = await sdk.api.carts.get(booking.cartId);
    expect(cart.cartItems).toEqual([
      expect.objectContaining({
        productId: products.massage,
        providersIds: [providers.huda],
        customFields: { hotStones: 'true', pressure: 'firm' },
      }),
    ]);
    expect(booking.announced.map((event) => event.type)).toContain('reservationReady');
    booking.actor.stop();
  });

  it('refuses a slot someone else booked meanwhile with INVALID_SLOT, then shows the slots without it', async () => {
    const massage = await sdk.api.products.getForCheckout(products.massage);
    const booking = await startBooking(massage);
    const first = await booking.settled();
    const slot = first.context.availabilities?.slots.find((candidate) =>
      candidate.availableProviderIds.includes(providers.noura),
    );
    if (!slot) throw new Error('No slot for Noura');
    await booking.settled({ type: 'SELECT_SLOT', slot: { from: slot.from, to: slot.to } });
    // Custom fields not yet set are pending (docs/product/validation.md): the add is refused.
    const pending = await booking.settled({ type: 'ADD_TO_CART' });
    expect(pending.context.error).toMatchObject({ code: 'VALIDATION_ERROR', status: null });
    await booking.settled({ type: 'RETRY' });
    await booking.settled({ type: 'SELECT_SLOT', slot: { from: slot.from, to: slot.to } });
    await booking.settled({ type: 'SET_CUSTOM_FIELDS', customFields: {} });

    // Another shopper orders the same slot with the same therapist and pays cash.
    await orderedCart(
      {
        productId: products.massage,
        priceId: prices.massage,
        quantity: 1,
        reservationDateFrom: slot.from,
        reservationDateTo: slot.to,
        providersIds: [providers.noura],
        providerCount: 1,
      },
      '0551234567',
    );

    const refused = await booking.settled({ type: 'ADD_TO_CART' });
    // A refusal never locks the flow (issue 20, item 11): it stays ready for another choice.
    expect(refused.value).toBe('idle');
    expect(refused.context.error).toMatchObject({
      code: 'INVALID_SLOT',
      message: 'The selected time slot is not available.',
      status: 409,
    });
    const fresh = await booking.settled({ type: 'RETRY' });
    expect(fresh.value).toBe('idle');
    expect(fresh.context.selectedSlot).toBeNull();
    const stillThere = fresh.context.availabilities?.slots.find(
      (candidate) =>
        candidate.from === slot.from && candidate.availableProviderIds.includes(providers.noura),
    );
    expect(stillThere).toBeUndefined();
    booking.actor.stop();
  });

  it('offers a geofenced car wash only inside the washers’ area', async () => {
    const carWash = await sdk.api.products.getForCheckout(products.carWash);
    const booking = await startBooking(carWash);
    await booking.settled();

    const outside = await booking.settled({ type: 'SET_LOCATION', customerLocation: jeddah });
    expect(outside.context.availabilities).toEqual({ isLocationApplicable: false, slots: [] });

    const inside = await booking.settled({ type: 'SET_LOCATION', customerLocation: riyadh });
    expect(inside.context.availabilities?.isLocationApplicable).toBe(true);
    const [slot] = inside.context.availabilities?.slots ?? [];
    if (!slot) throw new Error('No car wash slot in Riyadh');
    await booking.settled({ type: 'SELECT_SLOT', slot: { from: slot.from, to: slot.to } });
    await booking.settled({ type: 'SET_CUSTOM_FIELDS', customFields: {} });
    const ready = await booking.settled({ type: 'ADD_TO_CART' });
    expect(ready.value).toBe('reservationReady');
    expect(ready.context.reservation).toMatchObject({
      customerLocation: { latitude: riyadh.latitude, longitude: riyadh.longitude },
    });
    booking.actor.stop();
  });

  /** One event of the flow: where it is sent, what the flow is then. */
  interface EventCase {
    event: ReservationMachineEvent['type'];
    product: ProductName;
    /** Events sent first, from the first settled snapshot. */
    before?: (first: ReservationSnapshot) => ReservationMachineEvent[];
    send: (first: ReservationSnapshot) => ReservationMachineEvent;
    state: string;
    /** Part of the context after the event. */
    context: (first: ReservationSnapshot) => Record<string, unknown>;
    /** The announcement the event makes (the last one). */
    announced: ReservationAnnouncement['type'];
    check?: (after: ReservationSnapshot, cartId: string) => Promise<void> | void;
  }

  const eventCases: EventCase[] = [
    {
      event: 'CHANGE_PRICE',
      product: 'carWash',
      before: () => [{ type: 'SET_LOCATION', customerLocation: riyadh }],
      send: () => ({ type: 'CHANGE_PRICE', priceId: prices.carWashPremium }),
      state: 'idle',
      context: () => ({ priceId: prices.carWashPremium }),
      announced: 'amountsUpdated',
      check: (after) => {
        const premium = after.context.product?.pricing.find(
          (price) => price.id === prices.carWashPremium,
        );
        expect(after.context.amount?.totalPrice).toBe(premium?.amount);
      },
    },
    {
      event: 'CHANGE_MONTH',
      product: 'massage',
      send: ({ context }) => ({
        type: 'CHANGE_MONTH',
        year: context.displayYear,
        month: context.displayMonth + 1,
      }),
      state: 'idle',
      context: ({ context }) => ({
        displayMonth: (context.displayMonth % 12) + 1,
      }),
      announced: 'amountsUpdated',
      check: ({ context }) => {
        const month = `${String(context.displayYear)}-${String(context.displayMonth).padStart(2, '0')}`;
        const slots = context.availabilities?.slots ?? [];
        expect(slots.length).toBeGreaterThan(0);
        expect(slots.filter((slot) => !slot.from.startsWith(month))).toEqual([]);
        // The month opens on its first day with free times (issue 20, item 12).
        const firstFreeDay = slots.map((slot) => slot.from.slice(0, 10)).sort()[0];
        expect(context.displayDay).toBe(Number(firstFreeDay?.slice(8, 10)));
      },
    },
    {
      event: 'CHANGE_PROVIDER_IDS',
      product: 'massage',
      send: () => ({ type: 'CHANGE_PROVIDER_IDS', providerIds: [providers.huda] }),
      state: 'idle',
      context: () => ({ selectedProviderIds: [providers.huda] }),
      announced: 'amountsUpdated',
      check: ({ context }) => {
        const slots = context.availabilities?.slots ?? [];
        expect(slots.length).toBeGreaterThan(0);
        expect(slots.filter((slot) => !slot.availableProviderIds.includes(providers.huda))).toEqual(
          [],
        );
      },
    },
    {
      event: 'CHANGE_PROVIDER_COUNT',
      product: 'carWash',
      before: () => [{ type: 'SET_LOCATION', customerLocation: riyadh }],
      // Forced to at least 1.
      send: () => ({ type: 'CHANGE_PROVIDER_COUNT', providerCount: 0 }),
      state: 'idle',
      context: () => ({ selectedProviderCount: 1 }),
      announced: 'amountsUpdated',
      check: ({ context }) => expect(context.availabilities?.slots.length).toBeGreaterThan(0),
    },
    {
      event: 'CHANGE_QUANTITY',
      product: 'massage',
      before: (first) => [{ type: 'SELECT_SLOT', slot: slotOf(first, providers.noura) }],
      send: () => ({ type: 'CHANGE_QUANTITY', quantity: 2 }),
      state: 'idle',
      // One therapist takes one guest: the slot chosen for one is not offered for two.
      context: () => ({ quantity: 2, selectedSlot: null }),
      announced: 'amountsUpdated',
      check: ({ context }) => expect(context.amount).toMatchObject({ totalPrice: 400 }),
    },
    {
      event: 'SET_LOCATION',
      product: 'carWash',
      send: () => ({ type: 'SET_LOCATION', customerLocation: riyadh }),
      state: 'idle',
      context: () => ({ customerLocation: riyadh }),
      announced: 'amountsUpdated',
      check: ({ context }) => {
        expect(context.availabilities?.isLocationApplicable).toBe(true);
        expect(context.availabilities?.slots.length).toBeGreaterThan(0);
      },
    },
    {
      event: 'SET_ADDONS',
      product: 'massage',
      before: (first) => [{ type: 'SELECT_SLOT', slot: slotOf(first) }],
      send: () => ({ type: 'SET_ADDONS', addOns: { hotStones: 'true' } }),
      state: 'idle',
      // 200 SAR the hour and 50 SAR of hot stones.
      context: () => ({ addOns: { hotStones: 'true' } }),
      announced: 'amountsUpdated',
      check: ({ context }) => expect(context.amount).toMatchObject({ totalPrice: 250 }),
    },
    {
      event: 'SET_CUSTOM_FIELDS',
      product: 'massage',
      send: () => ({ type: 'SET_CUSTOM_FIELDS', customFields: { pressure: 'firm' } }),
      state: 'idle',
      context: () => ({ customFields: { pressure: 'firm' } }),
      announced: 'amountsUpdated',
    },
    {
      // A full-day product: the day is the booking.
      event: 'SELECT_SINGLE_DATE',
      product: 'chalet',
      send: (first) => ({ type: 'SELECT_SINGLE_DATE', date: slotOf(first).from.slice(0, 10) }),
      state: 'idle',
      context: (first) => ({ selectedSlot: slotOf(first) }),
      announced: 'slotSelected',
    },
    {
      // A timed product: the day only chooses which slots are shown.
      event: 'SELECT_SINGLE_DATE',
      product: 'massage',
      send: (first) => ({ type: 'SELECT_SINGLE_DATE', date: slotOf(first).from.slice(0, 10) }),
      state: 'idle',
      context: (first) => ({
        selectedSlot: null,
        displayDay: Number(slotOf(first).from.slice(8, 10)),
      }),
      announced: 'slotSelected',
    },
    {
      event: 'SELECT_SLOT',
      product: 'massage',
      send: (first) => ({ type: 'SELECT_SLOT', slot: slotOf(first) }),
      state: 'idle',
      context: (first) => ({ selectedSlot: slotOf(first) }),
      announced: 'slotSelected',
    },
    {
      // A variable-duration product: the start, then the end within the connected slots.
      event: 'SELECT_SLOT_FROM',
      product: 'meetingRoom',
      send: (first) => ({ type: 'SELECT_SLOT_FROM', from: slotOf(first).from }),
      state: 'idle',
      context: (first) => ({ selectedSlot: slotOf(first), filterFrom: slotOf(first).from }),
      announced: 'slotSelected',
    },
    {
      event: 'ADD_TO_CART',
      product: 'chalet',
      before: (first) => [
        { type: 'SELECT_SINGLE_DATE', date: slotOf(first).from.slice(0, 10) },
        { type: 'SET_CUSTOM_FIELDS', customFields: {} },
      ],
      send: () => ({ type: 'ADD_TO_CART' }),
      state: 'reservationReady',
      context: (first) => ({
        reservation: expect.objectContaining({
          productId: products.chalet,
          reservationDateFrom: slotOf(first).from,
        }) as unknown,
      }),
      announced: 'reservationReady',
      check: async (_, cartId) => {
        const cart = await sdk.api.carts.get(cartId);
        expect(cart.cartItems.map((item) => item.productId)).toEqual([products.chalet]);
      },
    },
    {
      event: 'RESERVATION_READY',
      product: 'massage',
      before: (first) => [
        { type: 'SELECT_SLOT', slot: slotOf(first) },
        { type: 'SET_CUSTOM_FIELDS', customFields: {} },
        { type: 'ADD_TO_CART' },
      ],
      send: () => ({ type: 'RESERVATION_READY' }),
      state: 'idle',
      // A new booking: nothing chosen, the month on display kept.
      context: (first) => ({
        reservation: null,
        selectedSlot: null,
        customFields: first.context.customFields,
        displayMonth: first.context.displayMonth,
      }),
      announced: 'amountsUpdated',
    },
    {
      event: 'RETRY',
      product: 'massage',
      before: () => [
        { type: 'SELECT_SLOT', slot: { from: '2030-01-01T00:00:00Z', to: '2030-01-01T01:00:00Z' } },
      ],
      send: () => ({ type: 'RETRY' }),
      state: 'idle',
      context: () => ({ retryCount: 1, selectedSlot: null }),
      announced: 'amountsUpdated',
    },
    {
      // After the five retries are used up, RESET starts over.
      event: 'RESET',
      product: 'massage',
      before: () => [
        { type: 'CHANGE_PRICE', priceId: unknownId },
        ...Array.from({ length: 5 }, () => ({ type: 'RETRY' }) as const),
      ],
      send: () => ({ type: 'RESET' }),
      state: 'idle',
      context: () => ({ retryCount: 0, error: null, priceId: prices.massage }),
      announced: 'amountsUpdated',
    },
  ];

  it.each(eventCases)(
    '$event on the $product: $state',
    async ({ product, before, send, state, context, announced, check }) => {
      const booking = await bookingOf(product);
      let snapshot = booking.first;
      for (const event of before?.(booking.first) ?? []) snapshot = await booking.settled(event);
      if (send(booking.first).type === 'RESET') expect(snapshot.value).toBe('terminated');
      const after = await booking.settled(send(booking.first));
      expect(after.value).toBe(state);
      expect(after.context).toMatchObject(context(booking.first));
      expect(booking.announced.at(-1)?.type).toBe(announced);
      await check?.(after, booking.cartId);
      booking.actor.stop();
    },
  );

  /** One error code: how the flow gets there, and the API's own code under it (`cause`). */
  interface ErrorCase {
    code: string;
    why: string;
    product: ProductName;
    /** The cart the add goes to, when not a new one. */
    cart?: () => Promise<string>;
    /** An event, or one made from the snapshot it is sent to. */
    events: (first: ReservationSnapshot) => Step[];
    state: string;
    status: number | null;
    /** The API's code under the flow's, when the API refused. */
    cause?: string;
    /** The message when it is not the code's catalogue message. */
    message?: string;
  }

  const errorCases: ErrorCase[] = [
    {
      code: 'FETCH_AVAILABILITIES_FAILED',
      why: 'a price of another product (not a reservation)',
      product: 'massage',
      events: () => [{ type: 'CHANGE_PRICE', priceId: prices.coffee250g }],
      state: 'error',
      status: 400,
      cause: 'VALIDATION_ERROR',
    },
    {
      code: 'FETCH_AVAILABILITIES_FAILED',
      why: 'a price the catalogue does not have',
      product: 'massage',
      events: () => [{ type: 'CHANGE_PRICE', priceId: unknownId }],
      state: 'error',
      status: 404,
      cause: 'NOT_FOUND',
    },
    {
      code: 'FETCH_AMOUNT_FAILED',
      why: 'a custom field value that is not one of its options',
      product: 'massage',
      events: (first) => [
        { type: 'SELECT_SLOT', slot: slotOf(first) },
        { type: 'SET_CUSTOM_FIELDS', customFields: { pressure: 'extreme' } },
      ],
      state: 'error',
      status: 400,
      cause: 'VALIDATION_ERROR',
    },
    {
      code: 'INVALID_SLOT',
      why: 'a slot the API did not return',
      product: 'massage',
      events: () => [
        { type: 'SELECT_SLOT', slot: { from: '2030-01-01T00:00:00Z', to: '2030-01-01T01:00:00Z' } },
      ],
      state: 'error',
      status: null,
    },
    {
      code: 'INVALID_SLOT',
      why: 'an add with no slot chosen',
      product: 'massage',
      events: () => [{ type: 'SET_CUSTOM_FIELDS', customFields: {} }, { type: 'ADD_TO_CART' }],
      state: 'idle',
      message: ruleMessage('reservationTimeRequired', 'en'),
      status: null,
    },
    {
      code: 'INVALID_SLOT',
      why: 'a single date for a variable-duration product',
      product: 'meetingRoom',
      events: (first) => [{ type: 'SELECT_SINGLE_DATE', date: slotOf(first).from.slice(0, 10) }],
      state: 'error',
      status: null,
    },
    {
      code: 'INVALID_SLOT',
      why: 'a full day the API returned no slot for',
      product: 'chalet',
      events: () => [{ type: 'SELECT_SINGLE_DATE', date: '2029-12-31' }],
      state: 'error',
      status: null,
    },
    {
      code: 'INVALID_SLOT',
      why: 'a start the API did not return',
      product: 'meetingRoom',
      events: () => [{ type: 'SELECT_SLOT_FROM', from: '2030-01-01T00:00:00Z' }],
      state: 'error',
      status: null,
    },
    {
      code: 'INVALID_PROVIDER',
      why: 'no therapist chosen',
      product: 'massage',
      events: (first) => [
        { type: 'CHANGE_PROVIDER_IDS', providerIds: [] },
        { type: 'SELECT_SLOT', slot: slotOf(first) },
        { type: 'SET_CUSTOM_FIELDS', customFields: {} },
        { type: 'ADD_TO_CART' },
      ],
      state: 'idle',
      status: null,
    },
    {
      code: 'INVALID_SLOT',
      why: 'a geofenced slot once the location is cleared (none is offered without one)',
      product: 'carWash',
      events: () => [
        { type: 'SET_LOCATION', customerLocation: riyadh },
        (current) => ({ type: 'SELECT_SLOT', slot: slotOf(current) }),
        { type: 'SET_LOCATION', customerLocation: null },
        { type: 'SET_CUSTOM_FIELDS', customFields: {} },
        { type: 'ADD_TO_CART' },
      ],
      state: 'idle',
      message: ruleMessage('reservationTimeRequired', 'en'),
      status: null,
    },
    {
      code: 'VALIDATION_ERROR',
      why: 'custom fields never set',
      product: 'massage',
      events: (first) => [{ type: 'SELECT_SLOT', slot: slotOf(first) }, { type: 'ADD_TO_CART' }],
      state: 'idle',
      status: null,
    },
    {
      code: 'ADD_TO_CART_FAILED',
      why: 'a required custom field left empty (the API checks it at the add)',
      product: 'photoshoot',
      events: (first) => [
        { type: 'CHANGE_PROVIDER_IDS', providerIds: [providers.sara] },
        { type: 'SELECT_SLOT', slot: slotOf(first) },
        { type: 'SET_CUSTOM_FIELDS', customFields: {} },
        { type: 'ADD_TO_CART' },
      ],
      state: 'idle',
      status: 400,
      cause: 'VALIDATION_ERROR',
    },
    {
      code: 'ADD_TO_CART_FAILED',
      why: 'a cart the API does not know',
      product: 'massage',
      cart: () => Promise.resolve(unknownId),
      events: (first) => [
        { type: 'SELECT_SLOT', slot: slotOf(first) },
        { type: 'SET_CUSTOM_FIELDS', customFields: {} },
        { type: 'ADD_TO_CART' },
      ],
      state: 'idle',
      status: 404,
      cause: 'CART_NOT_FOUND',
    },
    {
      code: 'ADD_TO_CART_FAILED',
      why: 'a cart ordered already',
      product: 'massage',
      cart: () =>
        orderedCart(
          { productId: products.coffee, priceId: prices.coffee250g, quantity: 1 },
          '0551234568',
        ),
      events: (first) => [
        { type: 'SELECT_SLOT', slot: slotOf(first) },
        { type: 'SET_CUSTOM_FIELDS', customFields: {} },
        { type: 'ADD_TO_CART' },
      ],
      state: 'idle',
      status: 409,
      cause: 'CART_ALREADY_COMPLETED',
    },
    {
      code: 'INVALID_STATE',
      why: 'an add while the ready reservation is not yet taken',
      product: 'chalet',
      events: (first) => [
        { type: 'SELECT_SINGLE_DATE', date: slotOf(first).from.slice(0, 10) },
        { type: 'SET_CUSTOM_FIELDS', customFields: {} },
        { type: 'ADD_TO_CART' },
        { type: 'ADD_TO_CART' },
      ],
      state: 'reservationReady',
      status: 400,
    },
  ];

  // INVALID_SLOT from the API (409 ITEM_NOT_AVAILABLE, a slot booked meanwhile): the test above.
  it.each(errorCases)(
    '$code: $why',
    async ({ code, product, cart, events, state, status, cause, message }) => {
      const booking = await bookingOf(product, await cart?.());
      let snapshot = booking.first;
      for (const step of events(booking.first)) {
        snapshot = await booking.settled(typeof step === 'function' ? step(snapshot) : step);
      }
      expect(snapshot.value).toBe(state);
      expectFlowError(snapshot.context.error, booking.announced.at(-1), {
        code,
        status,
        cause,
        message,
      });
      booking.actor.stop();
    },
  );
});
