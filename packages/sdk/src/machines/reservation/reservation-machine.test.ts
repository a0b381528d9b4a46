import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createActor } from 'xstate';
import type { Availability, CustomerLocation, PriceAmount, Product } from '@storefront/contracts';
import type { ReservationAnnouncement } from './reservation-announcement.ts';
import { reservationEffectActors, type ReservationEffects } from './reservation-effects.ts';
import { reservationMachine, type ReservationMachineInput } from './reservation-machine.ts';
import type { ReservationMachineEvent } from './reservation-machine-event.ts';
import { apiError } from '../testing/api-errors.ts';
import { controlled } from '../testing/controlled.ts';
import { testPrice, testProduct, testSlot } from '../testing/product-fixtures.ts';
import { settle } from '../testing/settle.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type EffectMocks = { [K in keyof ReservationEffects]: Mock<ReservationEffects[K]> };

const now = Date.UTC(2025, 2, 15, 10); // 15 March 2025
const slot10 = testSlot('2025-03-20T10:00:00Z', '2025-03-20T11:00:00Z', ['p1', 'p2']);
const slot11 = testSlot('2025-03-20T11:00:00Z', '2025-03-20T12:00:00Z', ['p2']);
const marchSlots: Availability = { isLocationApplicable: true, slots: [slot10, slot11] };
const aprilSlot = testSlot('2025-04-02T10:00:00Z', '2025-04-02T11:00:00Z', ['p1']);
const priced: PriceAmount = {
  effectiveQuantity: 1,
  totalPrice: 100,
  totalAfterDiscount: 90,
  depositAmount: 0,
};
const location: CustomerLocation = {
  id: 'home',
  longitude: 46.7,
  latitude: 24.7,
  description: null,
  type: null,
};
const withProviders = testProduct({
  enableCustomerToChooseProvider: true,
  productProviders: [
    { id: 'p1', name: 'Noura' },
    { id: 'p2', name: 'Huda' },
  ],
});

function defaultEffects(): EffectMocks {
  return {
    fetchAvailabilities: vi.fn<ReservationEffects['fetchAvailabilities']>(async ({ startDate }) =>
      startDate.startsWith('2025-04')
        ? { isLocationApplicable: true, slots: [aprilSlot] }
        : marchSlots,
    ),
    fetchPriceAmount: vi.fn<ReservationEffects['fetchPriceAmount']>(async () => priced),
    addToCart: vi.fn<ReservationEffects['addToCart']>(async () => undefined),
  };
}

interface StartOptions {
  product?: Product | null;
  effects?: Partial<EffectMocks>;
  input?: Partial<ReservationMachineInput>;
}

/** A reservation flow on fake effects and a recording announce; started and settled. */
async function startReservation(options: StartOptions = {}) {
  const effects = { ...defaultEffects(), ...options.effects };
  const announced: ReservationAnnouncement[] = [];
  const actor = createActor(
    reservationMachine.provide({ actors: reservationEffectActors(effects) }),
    {
      input: {
        product: options.product === undefined ? testProduct() : options.product,
        announce: (event) => announced.push(event),
        now: () => now,
        language: 'en',
        ...options.input,
      },
    },
  );
  actor.start();
  await settle();
  const send = async (event: ReservationMachineEvent) => {
    actor.send(event);
    await settle();
  };
  return {
    actor,
    effects,
    announced,
    send,
    state: () => actor.getSnapshot(),
    context: () => actor.getSnapshot().context,
    types: () => announced.map((event) => event.type),
    errors: () => announced.flatMap((event) => (event.type === 'error' ? [event.error] : [])),
    clear: () => {
      announced.length = 0;
      vi.clearAllMocks();
    },
  };
}

type Reservation = Awaited<ReturnType<typeof startReservation>>;

/** Fails the availabilities `count` times in a row (the first failure and count - 1 retries). */
async function failFetches(flow: Reservation, count: number) {
  flow.effects.fetchAvailabilities.mockRejectedValue(apiError(503, 'API_ERROR'));
  await flow.send({ type: 'CHANGE_QUANTITY', quantity: 2 });
  for (let used = 1; used < count; used += 1) await flow.send({ type: 'RETRY' });
}

type Row = [name: string, run: () => Promise<void>];

const initializing: Row[] = [
  [
    'the month first shown is today in the tenant’s time zone (late on 31 March UTC is April in Riyadh)',
    async () => {
      const lateNight = Date.UTC(2025, 2, 31, 22);
      const riyadh = await startReservation({
        input: { now: () => lateNight, timeZone: 'Asia/Riyadh' },
      });
      // The calendar opens on the month's first day with free times (the 2nd).
      expect(riyadh.context()).toMatchObject({ displayYear: 2025, displayMonth: 4, displayDay: 2 });
      expect(riyadh.effects.fetchAvailabilities).toHaveBeenCalledWith(
        expect.objectContaining({ startDate: '2025-04-01', endDate: '2025-04-30' }),
        expect.anything(),
      );
      const utc = await startReservation({
        input: { now: () => lateNight },
        effects: {
          fetchAvailabilities: vi.fn(async () => ({ isLocationApplicable: true, slots: [] })),
        },
      });
      expect(utc.context()).toMatchObject({ displayMonth: 3, displayDay: 31 });
    },
  ],
  [
    'initializing: "no product goes to error" (GENERAL_ERROR, "Reservation product not set")',
    async () => {
      const flow = await startReservation({ product: null });
      expect(flow.state().value).toBe('error');
      expect(flow.errors()).toEqual([
        expect.objectContaining({ code: 'GENERAL_ERROR', message: 'Reservation product not set' }),
      ]);
      expect(flow.context().retryCount).toBe(1);
      expect(flow.effects.fetchAvailabilities).not.toHaveBeenCalled();
    },
  ],
  [
    'docs/product/validation.md: "A product without pricing fails with \'Product has no pricing options\'"',
    async () => {
      const flow = await startReservation({ product: testProduct({ pricing: [] }) });
      expect(flow.state().value).toBe('error');
      expect(flow.errors()).toEqual([
        expect.objectContaining({ message: 'Product has no pricing options' }),
      ]);
      expect(flow.effects.fetchAvailabilities).not.toHaveBeenCalled();
    },
  ],
  [
    'initializing: "otherwise fetchingAvailabilities" with docs/product/entities.md\'s defaults (first price, quantity 1, provider count 1, the first provider)',
    async () => {
      const flow = await startReservation({ product: withProviders });
      expect(flow.effects.fetchAvailabilities).toHaveBeenCalledWith(
        {
          productId: 'product-1',
          priceId: 'price-1',
          startDate: '2025-03-01',
          endDate: '2025-03-31',
          quantity: 1,
          providerCount: 1,
          providersIds: ['p1'],
          customerLocation: null,
        },
        expect.any(AbortSignal),
      );
      expect(flow.context()).toMatchObject({
        priceId: 'price-1',
        quantity: 1,
        selectedProviderCount: 1,
        selectedProviderIds: ['p1'],
        displayYear: 2025,
        displayMonth: 3,
        // Today (the 15th) has no free time: the first day with some is shown.
        displayDay: 20,
        selectedSlot: null,
        addOns: {},
        customFields: null,
      });
    },
  ],
  [
    'docs/product/entities.md: "selectedProviderIds (when the customer can choose a provider, starts with the first provider)": otherwise none',
    async () => {
      const flow = await startReservation({
        product: testProduct({ productProviders: [{ id: 'p1', name: 'Noura' }] }),
      });
      expect(flow.context().selectedProviderIds).toEqual([]);
    },
  ],
];

const fetching: Row[] = [
  [
    'fetchingAvailabilities: "loads slots for the displayed month, then updatingAmounts" … "Then idle"',
    async () => {
      const slots = controlled<Availability>();
      const amount = controlled<PriceAmount>();
      const flow = await startReservation({
        effects: {
          fetchAvailabilities: vi.fn(() => slots.promise),
          fetchPriceAmount: vi.fn(() => amount.promise),
        },
      });
      expect(flow.state().value).toBe('fetchingAvailabilities');
      slots.resolve(marchSlots);
      await settle();
      expect(flow.state().matches('updatingAmounts')).toBe(true);
      expect(flow.context().availabilities).toEqual(marchSlots);
      amount.resolve(priced);
      await settle();
      expect(flow.state().value).toBe('idle');
      expect(flow.context().amount).toEqual(priced);
      expect(flow.announced).toEqual([
        { type: 'availabilitiesUpdated', availabilities: marchSlots },
        { type: 'amountsUpdated', amount: priced },
      ]);
    },
  ],
  [
    '"Afterwards a selected slot is kept only if still in the returned slots"',
    async () => {
      const flow = await startReservation();
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot10.from, to: slot10.to } });
      await flow.send({ type: 'CHANGE_QUANTITY', quantity: 2 });
      expect(flow.context().selectedSlot).toEqual({ from: slot10.from, to: slot10.to });
      flow.effects.fetchAvailabilities.mockResolvedValueOnce({
        isLocationApplicable: true,
        slots: [slot11],
      });
      await flow.send({ type: 'CHANGE_QUANTITY', quantity: 3 });
      expect(flow.context().selectedSlot).toBeNull();
    },
  ],
  [
    'docs/product/validation.md: "The availability window runs from the first to the last day of the displayed month, widened to include the filterFrom date"',
    async () => {
      const flow = await startReservation({ input: { filterFrom: '2025-02-27' } });
      expect(flow.effects.fetchAvailabilities).toHaveBeenCalledWith(
        expect.objectContaining({ startDate: '2025-02-27', endDate: '2025-03-31' }),
        expect.any(AbortSignal),
      );
    },
  ],
  [
    "a variable-duration start (SELECT_SLOT_FROM) sets filterFrom, so the next month's window still holds it",
    async () => {
      const long = testSlot(slot10.from, slot10.to, ['p1'], '2025-04-02T12:00:00Z');
      const flow = await startReservation({
        product: testProduct({ isVariableDuration: true }),
        effects: {
          fetchAvailabilities: vi.fn(async () => ({
            isLocationApplicable: true,
            slots: [long, aprilSlot],
          })),
        },
      });
      await flow.send({ type: 'SELECT_SLOT_FROM', from: long.from });
      expect(flow.context()).toMatchObject({
        filterFrom: long.from,
        filterMaxSelectableTo: '2025-04-02T12:00:00Z',
      });
      await flow.send({ type: 'CHANGE_MONTH', year: 2025, month: 4 });
      expect(flow.effects.fetchAvailabilities).toHaveBeenLastCalledWith(
        expect.objectContaining({ startDate: '2025-03-20', endDate: '2025-04-30' }),
        expect.any(AbortSignal),
      );
      expect(flow.context().selectedSlot).toEqual({ from: long.from, to: long.to });
      await flow.send({
        type: 'SELECT_SLOT',
        slot: { from: long.from, to: '2025-04-02T12:00:00Z' },
      });
      expect(flow.context().selectedSlot).toEqual({ from: long.from, to: '2025-04-02T12:00:00Z' });
    },
  ],
];

const refetchingEvents: {
  event: ReservationMachineEvent;
  expected: Record<string, unknown>;
  announced: ReservationAnnouncement | null;
}[] = [
  {
    event: { type: 'CHANGE_PRICE', priceId: 'price-2' },
    expected: { priceId: 'price-2' },
    announced: null,
  },
  {
    event: { type: 'CHANGE_MONTH', year: 2025, month: 4 },
    expected: { startDate: '2025-04-01', endDate: '2025-04-30' },
    announced: { type: 'monthChanged', year: 2025, month: 4 },
  },
  {
    event: { type: 'CHANGE_PROVIDER_IDS', providerIds: ['p2'] },
    expected: { providersIds: ['p2'] },
    announced: { type: 'providersUpdated', providerIds: ['p2'], providerCount: 1 },
  },
  {
    event: { type: 'CHANGE_PROVIDER_COUNT', providerCount: 2 },
    expected: { providerCount: 2 },
    announced: { type: 'providersUpdated', providerIds: ['p1'], providerCount: 2 },
  },
  { event: { type: 'CHANGE_QUANTITY', quantity: 3 }, expected: { quantity: 3 }, announced: null },
  {
    event: { type: 'SET_LOCATION', customerLocation: location },
    expected: { customerLocation: location },
    announced: { type: 'customerLocationUpdated', customerLocation: location },
  },
];

const idle: Row[] = [
  ...refetchingEvents.map(({ event, expected, announced }): Row => [
    `idle: "accepts CHANGE_PRICE, CHANGE_MONTH, CHANGE_PROVIDER_IDS, CHANGE_PROVIDER_COUNT, CHANGE_QUANTITY, SET_LOCATION (all refetch availabilities)": ${event.type}`,
    async () => {
      const flow = await startReservation({ product: withProviders });
      flow.clear();
      flow.actor.send(event);
      expect(flow.state().value).toBe('fetchingAvailabilities');
      await settle();
      expect(flow.effects.fetchAvailabilities).toHaveBeenCalledWith(
        expect.objectContaining(expected),
        expect.any(AbortSignal),
      );
      expect(flow.state().value).toBe('idle');
      if (announced) expect(flow.announced[0]).toEqual(announced);
      expect(flow.types().slice(announced ? 1 : 0)).toEqual([
        'availabilitiesUpdated',
        'amountsUpdated',
      ]);
    },
  ]),
  [
    'idle: "SET_ADDONS and SET_CUSTOM_FIELDS (recompute the amount)" (docs/product/api.md: "custom fields and add-ons are merged into customFieldValues")',
    async () => {
      const flow = await startReservation();
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot10.from, to: slot10.to } });
      flow.clear();
      flow.actor.send({ type: 'SET_CUSTOM_FIELDS', customFields: { note: 'window seat' } });
      expect(flow.state().matches('updatingAmounts')).toBe(true);
      await settle();
      flow.actor.send({ type: 'SET_ADDONS', addOns: { towel: 'true' } });
      await settle();
      expect(flow.effects.fetchAvailabilities).not.toHaveBeenCalled();
      expect(flow.effects.fetchPriceAmount).toHaveBeenLastCalledWith(
        {
          productId: 'product-1',
          priceId: 'price-1',
          from: slot10.from,
          to: slot10.to,
          quantity: 1,
          providersIds: [],
          providerCount: 1,
          customFieldValues: { note: 'window seat', towel: 'true' },
        },
        expect.any(AbortSignal),
      );
      expect(flow.types()).toEqual(['customFieldsUpdated', 'amountsUpdated', 'amountsUpdated']);
      expect(flow.state().value).toBe('idle');
    },
  ],
  [
    'idle: "SELECT_SINGLE_DATE, SELECT_SLOT, SELECT_SLOT_FROM (only update selection and announce slot selected)"',
    async () => {
      const flow = await startReservation();
      flow.clear();
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot11.from, to: slot11.to } });
      await flow.send({ type: 'SELECT_SLOT_FROM', from: slot10.from });
      await flow.send({ type: 'SELECT_SINGLE_DATE', date: '2025-03-21' });
      expect(flow.announced).toEqual([
        { type: 'slotSelected', slot: { from: slot11.from, to: slot11.to }, displayDay: 20 },
        { type: 'slotSelected', slot: { from: slot10.from, to: slot10.to }, displayDay: 20 },
        // A timed product's date only picks the day shown; the slot of another day is let go.
        { type: 'slotSelected', slot: null, displayDay: 21 },
      ]);
      expect(flow.effects.fetchAvailabilities).not.toHaveBeenCalled();
      expect(flow.effects.fetchPriceAmount).not.toHaveBeenCalled();
      expect(flow.state().value).toBe('idle');
    },
  ],
  [
    '"Single-date selection on a full-day product picks the slot that starts that day"',
    async () => {
      const fullDay = testSlot('2025-03-21T00:00:00+03:00', '2025-03-22T00:00:00+03:00');
      const flow = await startReservation({
        product: testProduct({ isFullDayBooking: true }),
        effects: {
          fetchAvailabilities: vi.fn(async () => ({
            isLocationApplicable: true,
            slots: [slot10, fullDay],
          })),
        },
      });
      await flow.send({ type: 'SELECT_SINGLE_DATE', date: '2025-03-21' });
      expect(flow.context().selectedSlot).toEqual({ from: fullDay.from, to: fullDay.to });
      expect(flow.announced.at(-1)).toEqual({
        type: 'slotSelected',
        slot: { from: fullDay.from, to: fullDay.to },
        displayDay: 21,
      });
      await flow.send({ type: 'SELECT_SINGLE_DATE', date: '2025-03-25' });
      expect(flow.errors()).toEqual([expect.objectContaining({ code: 'INVALID_SLOT' })]);
    },
  ],
  [
    '"Variable-duration products are not supported for single-date selection" (INVALID_SLOT)',
    async () => {
      const flow = await startReservation({ product: testProduct({ isVariableDuration: true }) });
      await flow.send({ type: 'SELECT_SINGLE_DATE', date: '2025-03-20' });
      expect(flow.state().value).toBe('error');
      expect(flow.errors()).toEqual([
        expect.objectContaining({
          code: 'INVALID_SLOT',
          message: 'The selected time slot is not available.',
        }),
      ]);
    },
  ],
  [
    'INVALID_SLOT: a slot that is not among the returned ones cannot be selected',
    async () => {
      const flow = await startReservation();
      await flow.send({ type: 'SELECT_SLOT', slot: { from: aprilSlot.from, to: aprilSlot.to } });
      expect(flow.context().selectedSlot).toBeNull();
      expect(flow.errors()).toEqual([expect.objectContaining({ code: 'INVALID_SLOT' })]);
    },
  ],
  [
    'docs/product/validation.md: "Quantity and provider count are forced to at least 1"',
    async () => {
      const flow = await startReservation();
      await flow.send({ type: 'CHANGE_QUANTITY', quantity: 0 });
      await flow.send({ type: 'CHANGE_PROVIDER_COUNT', providerCount: -2 });
      expect(flow.context()).toMatchObject({ quantity: 1, selectedProviderCount: 1 });
      expect(flow.effects.fetchAvailabilities).toHaveBeenLastCalledWith(
        expect.objectContaining({ quantity: 1, providerCount: 1 }),
        expect.any(AbortSignal),
      );
    },
  ],
  [
    '"With no slot and no availability the amount is taken from the chosen price, or from the product"',
    async () => {
      const flow = await startReservation({
        effects: {
          fetchAvailabilities: vi.fn(async () => ({ isLocationApplicable: true, slots: [] })),
        },
      });
      expect(flow.effects.fetchPriceAmount).not.toHaveBeenCalled();
      expect(flow.context().amount).toEqual({
        effectiveQuantity: 1,
        totalPrice: 100,
        totalAfterDiscount: 90,
        depositAmount: 0,
      });
      await flow.send({ type: 'CHANGE_PRICE', priceId: 'retired-price' });
      expect(flow.context().amount).toMatchObject({ totalPrice: 80, totalAfterDiscount: 70 });
      expect(flow.announced.at(-1)).toEqual({
        type: 'amountsUpdated',
        amount: flow.context().amount,
      });
    },
  ],
];

const validity: Row[] = [
  [
    'docs/product/validation.md: "Provider ids are valid when …": a provider not free in the selected slot is INVALID_PROVIDER',
    async () => {
      const flow = await startReservation({ product: withProviders });
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot11.from, to: slot11.to } });
      await flow.send({ type: 'ADD_TO_CART' });
      expect(flow.effects.addToCart).not.toHaveBeenCalled();
      expect(flow.errors()).toEqual([expect.objectContaining({ code: 'INVALID_PROVIDER' })]);
    },
  ],
  [
    'docs/product/validation.md: "Location is valid when the product has no geofenced providers or a customer location is set" (INVALID_LOCATION)',
    async () => {
      const flow = await startReservation({
        product: testProduct({ hasGeofencedProviders: true }),
      });
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot10.from, to: slot10.to } });
      await flow.send({ type: 'ADD_TO_CART' });
      expect(flow.errors()).toEqual([expect.objectContaining({ code: 'INVALID_LOCATION' })]);
      expect(flow.effects.addToCart).not.toHaveBeenCalled();
    },
  ],
  [
    'a geofenced booking carries the customer location set by SET_LOCATION into the cart item',
    async () => {
      const flow = await startReservation({
        product: testProduct({ hasGeofencedProviders: true }),
      });
      await flow.send({ type: 'SET_LOCATION', customerLocation: location });
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot10.from, to: slot10.to } });
      await flow.send({ type: 'ADD_TO_CART' });
      expect(flow.effects.addToCart).toHaveBeenCalledWith(
        {
          item: expect.objectContaining({
            customerLocation: { latitude: 24.7, longitude: 46.7 },
          }) as unknown,
        },
        expect.any(AbortSignal),
      );
      expect(flow.state().value).toBe('reservationReady');
    },
  ],
  [
    'docs/product/validation.md: "Custom fields are not pending when … or when custom fields are set": pending ones stop ADD_TO_CART',
    async () => {
      const flow = await startReservation({ product: testProduct({ isFullDayBooking: true }) });
      await flow.send({
        type: 'SELECT_SLOT',
        slot: { from: slot10.from, to: slot10.to },
      });
      await flow.send({ type: 'ADD_TO_CART' });
      expect(flow.errors()).toEqual([expect.objectContaining({ code: 'VALIDATION_ERROR' })]);
      expect(flow.effects.addToCart).not.toHaveBeenCalled();
    },
  ],
  [
    'INVALID_SLOT: ADD_TO_CART without a selected slot says to choose a time, and the flow stays usable',
    async () => {
      const flow = await startReservation();
      await flow.send({ type: 'ADD_TO_CART' });
      expect(flow.errors()).toEqual([
        expect.objectContaining({
          code: 'INVALID_SLOT',
          message: 'Choose a time for your booking.',
        }),
      ]);
      expect(flow.state().value).toBe('idle');
      expect(flow.context().retryCount).toBe(0);
      // The shopper corrects the choice and adds again, with no RETRY.
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot10.from, to: slot10.to } });
      expect(flow.context().error).toBeNull();
      await flow.send({ type: 'ADD_TO_CART' });
      expect(flow.state().value).toBe('reservationReady');
    },
  ],
  [
    'a full-day booking without a day chosen says to choose a day (Arabic too)',
    async () => {
      const flow = await startReservation({
        product: testProduct({ isFullDayBooking: true }),
        input: { language: 'ar' },
      });
      await flow.send({ type: 'ADD_TO_CART' });
      expect(flow.errors()).toEqual([
        expect.objectContaining({ code: 'INVALID_SLOT', message: 'اختر يومًا لحجزك.' }),
      ]);
      expect(flow.state().value).toBe('idle');
    },
  ],
  [
    'every refusal of ADD_TO_CART (provider, location, custom fields) leaves the flow in idle, not locked',
    async () => {
      const flow = await startReservation({
        product: testProduct({ hasGeofencedProviders: true, isFullDayBooking: true }),
      });
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot10.from, to: slot10.to } });
      await flow.send({ type: 'ADD_TO_CART' });
      expect(flow.state().value).toBe('idle');
      await flow.send({ type: 'SET_LOCATION', customerLocation: location });
      await flow.send({ type: 'ADD_TO_CART' });
      expect(flow.state().value).toBe('idle');
      await flow.send({ type: 'SET_CUSTOM_FIELDS', customFields: {} });
      await flow.send({ type: 'ADD_TO_CART' });
      expect(flow.state().value).toBe('reservationReady');
      expect(flow.errors().map((error) => error.code)).toEqual([
        'INVALID_LOCATION',
        'VALIDATION_ERROR',
      ]);
    },
  ],
  [
    "names shown without a choice (the Photo Session): the flow names the slot's free provider, so the booking adds",
    async () => {
      const photo = testProduct({
        showProviderName: true,
        productProviders: [
          { id: 'p1', name: 'Sara' },
          { id: 'p2', name: 'Mona' },
        ],
      });
      const flow = await startReservation({ product: photo });
      expect(flow.context().selectedProviderIds).toEqual([]);
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot11.from, to: slot11.to } });
      expect(flow.context().selectedProviderIds).toEqual(['p2']);
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot10.from, to: slot10.to } });
      expect(flow.context().selectedProviderIds).toEqual(['p1']);
      // The calendar is not narrowed to the named provider's times.
      await flow.send({ type: 'SET_CUSTOM_FIELDS', customFields: {} });
      await flow.send({ type: 'CHANGE_PRICE', priceId: 'price-1' });
      expect(flow.effects.fetchAvailabilities).toHaveBeenLastCalledWith(
        expect.objectContaining({ providersIds: [] }),
        expect.any(AbortSignal),
      );
      expect(flow.context().selectedProviderIds).toEqual(['p1']);
      await flow.send({ type: 'ADD_TO_CART' });
      expect(flow.errors()).toEqual([]);
      expect(flow.effects.addToCart).toHaveBeenCalledWith(
        { item: expect.objectContaining({ providersIds: ['p1'], providerCount: 1 }) as unknown },
        expect.any(AbortSignal),
      );
      expect(flow.state().value).toBe('reservationReady');
    },
  ],
  [
    'names shown without a choice and a provider count of 2: both free providers are named',
    async () => {
      const flow = await startReservation({
        product: testProduct({
          showProviderName: true,
          productProviders: [
            { id: 'p1', name: 'Sara' },
            { id: 'p2', name: 'Mona' },
          ],
        }),
      });
      await flow.send({ type: 'CHANGE_PROVIDER_COUNT', providerCount: 2 });
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot10.from, to: slot10.to } });
      expect(flow.context().selectedProviderIds).toEqual(['p1', 'p2']);
    },
  ],
];

const ready: Row[] = [
  [
    '"reservationReady returns to idle on RESERVATION_READY and resets the data"',
    async () => {
      const flow = await startReservation({ product: withProviders });
      await flow.send({ type: 'CHANGE_QUANTITY', quantity: 2 });
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot10.from, to: slot10.to } });
      await flow.send({ type: 'SET_ADDONS', addOns: { towel: 'true' } });
      await flow.send({ type: 'SET_CUSTOM_FIELDS', customFields: { note: 'hi' } });
      await flow.send({ type: 'ADD_TO_CART' });
      const item = {
        productId: 'product-1',
        priceId: 'price-1',
        quantity: 2,
        customFields: { note: 'hi', towel: 'true' },
        reservationDateFrom: slot10.from,
        reservationDateTo: slot10.to,
        providersIds: ['p1'],
        providerCount: 1,
      };
      expect(flow.effects.addToCart).toHaveBeenCalledWith({ item }, expect.any(AbortSignal));
      expect(flow.state().value).toBe('reservationReady');
      expect(flow.announced.at(-1)).toEqual({ type: 'reservationReady', item });
      await flow.send({ type: 'RESERVATION_READY' });
      expect(flow.state().value).toBe('idle');
      expect(flow.context()).toMatchObject({
        quantity: 1,
        selectedSlot: null,
        addOns: {},
        customFields: null,
        reservation: null,
      });
    },
  ],
  [
    'ADD_TO_CART_FAILED when the item cannot be added: the flow stays usable (no refusal locks the widget), and a second add succeeds',
    async () => {
      const flow = await startReservation({
        effects: {
          addToCart: vi.fn<ReservationEffects['addToCart']>(async () => {
            throw apiError(500, 'API_ERROR');
          }),
        },
      });
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot10.from, to: slot10.to } });
      await flow.send({ type: 'ADD_TO_CART' });
      expect(flow.state().value).toBe('idle');
      expect(flow.context()).toMatchObject({ retryCount: 0, selectedSlot: { from: slot10.from } });
      expect(flow.context().error).toMatchObject({ code: 'ADD_TO_CART_FAILED', status: 500 });
      expect(flow.errors()).toEqual([
        expect.objectContaining({
          code: 'ADD_TO_CART_FAILED',
          message: 'Failed to add the item to the cart.',
          status: 500,
        }),
      ]);
      flow.effects.addToCart.mockResolvedValue(undefined);
      await flow.send({ type: 'ADD_TO_CART' });
      expect(flow.state().value).toBe('reservationReady');
      expect(flow.context().error).toBeNull();
    },
  ],
  [
    'a slot taken between the choice and the add (409 ITEM_NOT_AVAILABLE) is INVALID_SLOT; the flow refetches by itself and lets the slot go',
    async () => {
      const flow = await startReservation({
        effects: {
          addToCart: vi.fn(async () => {
            throw apiError(409, 'ITEM_NOT_AVAILABLE');
          }),
        },
      });
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot10.from, to: slot10.to } });
      flow.effects.fetchAvailabilities.mockResolvedValue({
        isLocationApplicable: true,
        slots: [slot11],
      });
      await flow.send({ type: 'ADD_TO_CART' });
      expect(flow.errors()).toEqual([
        expect.objectContaining({
          code: 'INVALID_SLOT',
          message: 'The selected time slot is not available.',
          status: 409,
        }),
      ]);
      expect(flow.state().value).toBe('idle');
      expect(flow.context().error).toMatchObject({ code: 'INVALID_SLOT', status: 409 });
      expect(flow.context().selectedSlot).toBeNull();
      expect(flow.context().availabilities?.slots).toEqual([slot11]);
      // The shopper's next choice clears the message.
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot11.from, to: slot11.to } });
      expect(flow.context().error).toBeNull();
    },
  ],
];

const errors: Row[] = [
  [
    'error: "counts a retry and announces it": FETCH_AVAILABILITIES_FAILED ("Failed to fetch availabilities")',
    async () => {
      const flow = await startReservation({
        effects: {
          fetchAvailabilities: vi.fn(async () => {
            throw apiError(503, 'API_ERROR');
          }),
        },
      });
      expect(flow.state().value).toBe('error');
      expect(flow.context().retryCount).toBe(1);
      expect(flow.errors()).toEqual([
        expect.objectContaining({
          code: 'FETCH_AVAILABILITIES_FAILED',
          message: 'Failed to fetch availabilities',
          status: 503,
        }),
      ]);
    },
  ],
  [
    'docs/product/errors.md: FETCH_AMOUNT_FAILED ("Failed to update the price amount")',
    async () => {
      const flow = await startReservation({
        effects: {
          fetchPriceAmount: vi.fn(async () => {
            throw apiError(500, 'API_ERROR');
          }),
        },
      });
      expect(flow.state().value).toBe('error');
      expect(flow.errors()).toEqual([
        expect.objectContaining({
          code: 'FETCH_AMOUNT_FAILED',
          message: 'Failed to update the price amount',
        }),
      ]);
    },
  ],
  [
    '"RETRY refetches while fewer than 5 retries are used"',
    async () => {
      const flow = await startReservation();
      await failFetches(flow, 4);
      expect(flow.context().retryCount).toBe(4);
      flow.effects.fetchAvailabilities.mockResolvedValue(marchSlots);
      flow.actor.send({ type: 'RETRY' });
      expect(flow.state().value).toBe('fetchingAvailabilities');
      await settle();
      expect(flow.state().value).toBe('idle');
      expect(flow.context().quantity).toBe(2);
    },
  ],
  [
    '"RETRY refetches … else terminated"',
    async () => {
      const flow = await startReservation();
      await failFetches(flow, 5);
      expect(flow.context().retryCount).toBe(5);
      const calls = flow.effects.fetchAvailabilities.mock.calls.length;
      await flow.send({ type: 'RETRY' });
      expect(flow.state().value).toBe('terminated');
      expect(flow.effects.fetchAvailabilities).toHaveBeenCalledTimes(calls);
      // A terminated flow takes nothing but RESET.
      await flow.send({ type: 'RETRY' });
      expect(flow.state().value).toBe('terminated');
      expect(flow.errors().at(-1)).toMatchObject({ code: 'INVALID_STATE', eventType: 'RETRY' });
    },
  ],
  [
    'terminated: RESET starts over with the retries forgotten',
    async () => {
      const flow = await startReservation();
      await failFetches(flow, 5);
      await flow.send({ type: 'RETRY' });
      expect(flow.state().value).toBe('terminated');
      flow.effects.fetchAvailabilities.mockResolvedValue(marchSlots);
      await flow.send({ type: 'RESET' });
      expect(flow.state().value).toBe('idle');
      expect(flow.context()).toMatchObject({ retryCount: 0, quantity: 1, error: null });
    },
  ],
  [
    '"RESET restarts"',
    async () => {
      const flow = await startReservation();
      await failFetches(flow, 2);
      flow.effects.fetchAvailabilities.mockResolvedValue(marchSlots);
      await flow.send({ type: 'RESET' });
      expect(flow.state().value).toBe('idle');
      expect(flow.context()).toMatchObject({ retryCount: 0, quantity: 1, error: null });
    },
  ],
];

const events: Row[] = [
  [
    '"Events: amountsUpdated, availabilitiesUpdated, slotSelected, reservationReady, customFieldsUpdated, providersUpdated, monthChanged, customerLocationUpdated, error"',
    async () => {
      const flow = await startReservation({ product: withProviders });
      await flow.send({ type: 'CHANGE_PROVIDER_IDS', providerIds: ['p1'] });
      await flow.send({ type: 'SET_LOCATION', customerLocation: location });
      await flow.send({ type: 'SET_CUSTOM_FIELDS', customFields: {} });
      await flow.send({ type: 'CHANGE_MONTH', year: 2025, month: 3 });
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot10.from, to: slot10.to } });
      await flow.send({ type: 'ADD_TO_CART' });
      await flow.send({ type: 'RESERVATION_READY' });
      await flow.send({ type: 'SELECT_SINGLE_DATE', date: 'not a date' });
      expect(new Set(flow.types())).toEqual(
        new Set([
          'amountsUpdated',
          'availabilitiesUpdated',
          'slotSelected',
          'reservationReady',
          'customFieldsUpdated',
          'providersUpdated',
          'monthChanged',
          'customerLocationUpdated',
          'error',
        ]),
      );
    },
  ],
  [
    '"Sending the wrong event type into a state gives an invalid-state error"',
    async () => {
      const flow = await startReservation({
        effects: { fetchAvailabilities: vi.fn(() => controlled<Availability>().promise) },
      });
      flow.actor.send({ type: 'SELECT_SLOT', slot: { from: slot10.from, to: slot10.to } });
      flow.actor.send({ type: 'RESERVATION_READY' });
      expect(flow.state().value).toBe('fetchingAvailabilities');
      expect(flow.errors()).toEqual([
        expect.objectContaining({ code: 'INVALID_STATE', status: 400, eventType: 'SELECT_SLOT' }),
        expect.objectContaining({
          code: 'INVALID_STATE',
          status: 400,
          eventType: 'RESERVATION_READY',
        }),
      ]);
      expect(flow.context().retryCount).toBe(0);
      expect(flow.context().selectedSlot).toBeNull();
    },
  ],
  [
    'issue 20: CHANGE_QUANTITY keeps the chosen time when it still fits and prices the add-ons with it',
    async () => {
      const flow = await startReservation();
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot10.from, to: slot10.to } });
      await flow.send({ type: 'SET_ADDONS', addOns: { hotStones: 'true' } });
      flow.clear();
      await flow.send({ type: 'CHANGE_QUANTITY', quantity: 2 });
      expect(flow.context().selectedSlot).toEqual({ from: slot10.from, to: slot10.to });
      expect(flow.context().displayDay).toBe(20);
      expect(flow.effects.fetchPriceAmount).toHaveBeenCalledWith(
        expect.objectContaining({
          from: slot10.from,
          to: slot10.to,
          quantity: 2,
          customFieldValues: { hotStones: 'true' },
        }),
        expect.any(AbortSignal),
      );
    },
  ],
  [
    'issue 20: a quantity no time fits still prices the add-ons (asked of the server, not the bare price), and keeps the day shown',
    async () => {
      const flow = await startReservation();
      await flow.send({ type: 'SELECT_SLOT', slot: { from: slot10.from, to: slot10.to } });
      await flow.send({ type: 'SET_ADDONS', addOns: { hotStones: 'true' } });
      flow.effects.fetchAvailabilities.mockResolvedValue({ isLocationApplicable: true, slots: [] });
      flow.clear();
      await flow.send({ type: 'CHANGE_QUANTITY', quantity: 2 });
      expect(flow.context()).toMatchObject({ selectedSlot: null, displayDay: 20, amount: priced });
      expect(flow.effects.fetchPriceAmount).toHaveBeenCalledWith(
        expect.objectContaining({
          from: null,
          quantity: 2,
          customFieldValues: { hotStones: 'true' },
        }),
        expect.any(AbortSignal),
      );
    },
  ],
  [
    'issue 20: the calendar opens on the first day with free times; a month change shows its first free day',
    async () => {
      const flow = await startReservation();
      expect(flow.context().displayDay).toBe(20);
      await flow.send({ type: 'CHANGE_MONTH', year: 2025, month: 4 });
      expect(flow.context()).toMatchObject({ displayMonth: 4, displayDay: 2 });
    },
  ],
  [
    'CHANGE_MONTH rolls over out-of-range months (13 is January of the next year)',
    async () => {
      const flow = await startReservation();
      await flow.send({ type: 'CHANGE_MONTH', year: 2025, month: 13 });
      expect(flow.context()).toMatchObject({ displayYear: 2026, displayMonth: 1 });
      expect(flow.effects.fetchAvailabilities).toHaveBeenLastCalledWith(
        expect.objectContaining({ startDate: '2026-01-01', endDate: '2026-01-31' }),
        expect.any(AbortSignal),
      );
    },
  ],
  [
    'a second price only changes the price sent (price-2 has no discount)',
    async () => {
      const flow = await startReservation({
        product: testProduct({ pricing: [testPrice('price-1', 100), testPrice('price-2', 150)] }),
      });
      await flow.send({ type: 'CHANGE_PRICE', priceId: 'price-2' });
      expect(flow.effects.fetchPriceAmount).toHaveBeenLastCalledWith(
        expect.objectContaining({ priceId: 'price-2', from: null, to: null }),
        expect.any(AbortSignal),
      );
    },
  ],
];

describe('reservation flow (docs/product/flows.md, "Reservation flow")', () => {
  describe('initializing', () => {
    it.each(initializing)('%s', async (_name, run) => run());
  });
  describe('fetchingAvailabilities', () => {
    it.each(fetching)('%s', async (_name, run) => run());
  });
  describe('idle', () => {
    it.each(idle)('%s', async (_name, run) => run());
  });
  describe('validity (docs/product/validation.md)', () => {
    it.each(validity)('%s', async (_name, run) => run());
  });
  describe('reservationReady', () => {
    it.each(ready)('%s', async (_name, run) => run());
  });
  describe('error', () => {
    it.each(errors)('%s', async (_name, run) => run());
  });
  describe('events', () => {
    it.each(events)('%s', async (_name, run) => run());
  });
});
