import {
  defaultLanguage,
  minProviderCount,
  minQuantity,
  reservationRetryLimit,
  type Availability,
  type CustomerLocation,
  type Language,
  type PriceAmount,
  type Product,
} from '@storefront/contracts';
import { and, assign, enqueueActions, not, setup } from 'xstate';
import { amountFromPricing } from './amount-from-pricing.ts';
import { guardedAnnounce, type Announce } from './announce.ts';
import { areCustomFieldsPending } from './are-custom-fields-pending.ts';
import { areProviderIdsValid } from './are-provider-ids-valid.ts';
import { availabilityWindow } from './availability-window.ts';
import { calendarDateOf } from './calendar-date.ts';
import { findReturnedSlot, findSlotStartingAt } from './find-returned-slot.ts';
import { forceAtLeast } from './force-at-least.ts';
import { isInternalEvent } from './is-internal-event.ts';
import { isLocationValid } from './is-location-valid.ts';
import { codedError, invalidStateError, ruleError, type MachineError } from './machine-error.ts';
import type { ReservationAnnouncement } from './reservation-announcement.ts';
import { reservationCartItem } from './reservation-cart-item.ts';
import { reservationDefaults, type ReservationMachineContext } from './reservation-context.ts';
import { reservationEffectActors } from './reservation-effects.ts';
import type { ReservationMachineEvent } from './reservation-machine-event.ts';
import { slotStartingOn } from './slot-starting-on.ts';

/** What a reservation flow starts from. */
export interface ReservationMachineInput {
  /** The reservation product (`GET /api/app/product/checkout/{id}`); null fails the flow. */
  product: Product | null;
  /** Receives the flow's announcements (spec section 4). */
  announce?: Announce<ReservationAnnouncement>;
  /** The clock, in ms: "now" picks the month first displayed. Defaults to `Date.now`. */
  now?: () => number;
  /** Language of the messages the flow writes itself; default ar. */
  language?: Language;
  /** A date the availability window must include from the start. */
  filterFrom?: string | null;
  /** The customer's location, when already known (geofenced providers need one). */
  customerLocation?: CustomerLocation | null;
}

const day = (date: string) => Number(date.slice(8, 10));

const reservationSetup = setup({
  types: {
    context: {} as ReservationMachineContext,
    events: {} as ReservationMachineEvent,
    input: {} as ReservationMachineInput,
  },
  actors: reservationEffectActors({}),
  guards: {
    lacksProduct: ({ context }) => context.product === null,
    lacksPricing: ({ context }) => context.product?.pricing.length === 0,
    hasUsableProduct: ({ context }) => (context.product?.pricing.length ?? 0) > 0,
    retriesExhausted: ({ context }) => context.retryCount >= reservationRetryLimit,
    // Spec section 4: "With no slot and no availability the amount is taken from the chosen price".
    amountFromPricing: ({ context }) =>
      context.selectedSlot === null && (context.availabilities?.slots.length ?? 0) === 0,
    isVariableDuration: ({ context }) => context.product?.isVariableDuration === true,
    isFullDay: ({ context }) => context.product?.isFullDayBooking === true,
    isDate: ({ event }) =>
      event.type === 'SELECT_SINGLE_DATE' && calendarDateOf(event.date) === event.date,
    hasSlotStartingOnDate: ({ context, event }) =>
      event.type === 'SELECT_SINGLE_DATE' &&
      slotStartingOn(context.availabilities, event.date) !== undefined,
    slotIsReturned: ({ context, event }) =>
      event.type === 'SELECT_SLOT' &&
      findReturnedSlot(
        context.availabilities,
        event.slot,
        context.product?.isVariableDuration === true,
      ) !== undefined,
    slotStartIsReturned: ({ context, event }) =>
      event.type === 'SELECT_SLOT_FROM' &&
      findSlotStartingAt(context.availabilities, event.from) !== undefined,
    lacksSlot: ({ context }) => context.selectedSlot === null,
    providerIdsInvalid: ({ context }) =>
      context.product !== null && !areProviderIdsValid(context.product, context),
    locationInvalid: ({ context }) =>
      context.product !== null && !isLocationValid(context.product, context.customerLocation),
    customFieldsPending: ({ context }) =>
      context.product !== null && areCustomFieldsPending(context.product, context.customFields),
    isInternalEvent: ({ event }) => isInternalEvent(event),
  },
  actions: {
    applyDefaults: assign(({ context }) => ({
      ...reservationDefaults(context),
      reservation: null,
    })),
    /** Back to the starting values, keeping the month on display and the customer's location. */
    resetData: assign(({ context }) => ({
      ...reservationDefaults(context),
      displayYear: context.displayYear,
      displayMonth: context.displayMonth,
      displayDay: context.displayDay,
      customerLocation: context.customerLocation,
      reservation: null,
    })),
    fail: assign((_, params: { error: MachineError }) => ({ error: params.error })),
    countRetry: assign({ retryCount: ({ context }) => context.retryCount + 1 }),
    forgetRetries: assign({ retryCount: 0, error: null }),
    announceError: ({ context }) => {
      if (context.error) context.announce({ type: 'error', error: context.error });
    },
    takeAvailabilities: assign(({ context }, params: { availabilities: Availability }) => {
      const variable = context.product?.isVariableDuration === true;
      const kept =
        context.selectedSlot === null
          ? undefined
          : findReturnedSlot(params.availabilities, context.selectedSlot, variable);
      return {
        availabilities: params.availabilities,
        selectedSlot: kept === undefined ? null : context.selectedSlot,
        filterMaxSelectableTo: kept !== undefined && variable ? kept.maxConnectedTo : null,
      };
    }),
    announceAvailabilities: ({ context }) => {
      if (context.availabilities) {
        context.announce({ type: 'availabilitiesUpdated', availabilities: context.availabilities });
      }
    },
    takeAmount: assign((_, params: { amount: PriceAmount }) => ({ amount: params.amount })),
    usePricingAmount: assign(({ context }) => ({
      amount:
        context.product === null
          ? null
          : amountFromPricing(context.product, context.priceId, context.quantity),
    })),
    announceAmount: ({ context }) => {
      if (context.amount) context.announce({ type: 'amountsUpdated', amount: context.amount });
    },
    changePrice: assign(({ context, event }) =>
      event.type === 'CHANGE_PRICE' ? { priceId: event.priceId } : { priceId: context.priceId },
    ),
    changeMonth: assign(({ event }) => {
      if (event.type !== 'CHANGE_MONTH') return {};
      // Date.UTC rolls month 13 over to January of the next year, and month 0 back to December.
      const first = new Date(Date.UTC(event.year, event.month - 1, 1));
      return Number.isNaN(first.getTime())
        ? {}
        : {
            displayYear: first.getUTCFullYear(),
            displayMonth: first.getUTCMonth() + 1,
            displayDay: null,
          };
    }),
    announceMonth: ({ context }) =>
      context.announce({
        type: 'monthChanged',
        year: context.displayYear,
        month: context.displayMonth,
      }),
    changeProviderIds: assign(({ context, event }) => ({
      selectedProviderIds:
        event.type === 'CHANGE_PROVIDER_IDS' ? event.providerIds : context.selectedProviderIds,
    })),
    changeProviderCount: assign(({ context, event }) => ({
      selectedProviderCount:
        event.type === 'CHANGE_PROVIDER_COUNT'
          ? forceAtLeast(event.providerCount, minProviderCount)
          : context.selectedProviderCount,
    })),
    announceProviders: ({ context }) =>
      context.announce({
        type: 'providersUpdated',
        providerIds: context.selectedProviderIds,
        providerCount: context.selectedProviderCount,
      }),
    changeQuantity: assign(({ context, event }) => ({
      quantity:
        event.type === 'CHANGE_QUANTITY'
          ? forceAtLeast(event.quantity, minQuantity)
          : context.quantity,
    })),
    setLocation: assign(({ context, event }) => ({
      customerLocation:
        event.type === 'SET_LOCATION' ? event.customerLocation : context.customerLocation,
    })),
    announceLocation: ({ context }) =>
      context.announce({
        type: 'customerLocationUpdated',
        customerLocation: context.customerLocation,
      }),
    setAddOns: assign(({ context, event }) => ({
      addOns: event.type === 'SET_ADDONS' ? event.addOns : context.addOns,
    })),
    setCustomFields: assign(({ context, event }) => ({
      customFields: event.type === 'SET_CUSTOM_FIELDS' ? event.customFields : context.customFields,
    })),
    announceCustomFields: ({ context }) =>
      context.announce({ type: 'customFieldsUpdated', customFields: context.customFields ?? {} }),
    selectFullDay: assign(({ context, event }) => {
      if (event.type !== 'SELECT_SINGLE_DATE') return {};
      const slot = slotStartingOn(context.availabilities, event.date);
      return slot === undefined
        ? {}
        : { selectedSlot: { from: slot.from, to: slot.to }, displayDay: day(event.date) };
    }),
    /** A timed product's date only chooses the day shown; a slot on another day is let go. */
    showDay: assign(({ context, event }) => {
      if (event.type !== 'SELECT_SINGLE_DATE') return {};
      const slotDate = context.selectedSlot && calendarDateOf(context.selectedSlot.from);
      return {
        displayDay: day(event.date),
        selectedSlot: slotDate === event.date ? context.selectedSlot : null,
      };
    }),
    selectSlot: assign(({ context, event }) => {
      if (event.type !== 'SELECT_SLOT') return {};
      const variable = context.product?.isVariableDuration === true;
      const slot = findReturnedSlot(context.availabilities, event.slot, variable);
      return {
        selectedSlot: { from: event.slot.from, to: event.slot.to },
        ...(variable && slot
          ? { filterFrom: slot.from, filterMaxSelectableTo: slot.maxConnectedTo }
          : {}),
      };
    }),
    selectSlotFrom: assign(({ context, event }) => {
      if (event.type !== 'SELECT_SLOT_FROM') return {};
      const slot = findSlotStartingAt(context.availabilities, event.from);
      return slot === undefined
        ? {}
        : {
            selectedSlot: { from: slot.from, to: slot.to },
            filterFrom: slot.from,
            filterMaxSelectableTo: slot.maxConnectedTo,
          };
    }),
    announceSlot: ({ context }) =>
      context.announce({
        type: 'slotSelected',
        slot: context.selectedSlot,
        displayDay: context.displayDay,
      }),
    prepareReservation: assign(({ context }) => ({
      reservation: context.product === null ? null : reservationCartItem(context.product, context),
    })),
    announceReady: ({ context }) => {
      if (context.reservation)
        context.announce({ type: 'reservationReady', item: context.reservation });
    },
    /** Spec section 4: "Sending the wrong event type into a state gives an invalid-state error". */
    rejectEvent: enqueueActions(({ context, event, enqueue }) => {
      const error = invalidStateError(event.type, context.language);
      enqueue.assign({ error });
      enqueue(() => context.announce({ type: 'error', error }));
    }),
  },
});

const failWith = (code: string) => ({
  type: 'fail' as const,
  params: ({ context }: { context: ReservationMachineContext }) => ({
    error: codedError(code, context.language),
  }),
});

const failedCall = (code: string) => ({
  type: 'fail' as const,
  params: ({
    context,
    event,
  }: {
    context: ReservationMachineContext;
    event: { error: unknown };
  }) => ({
    error: codedError(code, context.language, event.error),
  }),
});

const refetch = 'fetchingAvailabilities' as const;

/**
 * The reservation flow of spec section 4, with its effects supplied by
 * `.provide({ actors: reservationEffectActors(...) })`.
 *
 * - `initializing` sets the defaults; no product is GENERAL_ERROR ("Reservation product not
 *   set"), a product without prices "Product has no pricing options".
 * - `fetchingAvailabilities` loads the window around the displayed month (a selected slot stays
 *   only while still returned), then `updatingAmounts` prices the selection, then `idle`.
 * - `idle`: CHANGE_PRICE, CHANGE_MONTH, CHANGE_PROVIDER_IDS, CHANGE_PROVIDER_COUNT,
 *   CHANGE_QUANTITY and SET_LOCATION refetch; SET_ADDONS and SET_CUSTOM_FIELDS reprice;
 *   SELECT_SINGLE_DATE, SELECT_SLOT and SELECT_SLOT_FROM only select; ADD_TO_CART checks the
 *   slot, providers, location and custom fields, adds the item and reaches `reservationReady`.
 * - `reservationReady`: RESERVATION_READY resets the data and returns to idle through a refetch.
 * - `error` counts a retry and announces it; RETRY refetches while fewer than 5 retries are used,
 *   else `terminated` (final); RESET restarts.
 * - Any event a state does not take records and announces an `INVALID_STATE` error.
 *
 * @example
 * const booking = createActor(
 *   reservationMachine.provide({ actors: reservationEffectActors(effects) }),
 *   { input: { product, announce: bridge.post } },
 * ).start();
 * booking.send({ type: 'SELECT_SLOT', slot: { from, to } });
 */
export const reservationMachine = reservationSetup.createMachine({
  id: 'reservation',
  context: ({ input }) => {
    const base = {
      product: input.product,
      announce: guardedAnnounce(input.announce),
      now: input.now ?? Date.now,
      language: input.language ?? defaultLanguage,
      initialFilterFrom: input.filterFrom ?? null,
      initialCustomerLocation: input.customerLocation ?? null,
    };
    return { ...base, ...reservationDefaults(base), reservation: null, error: null, retryCount: 0 };
  },
  initial: 'initializing',
  on: {
    '*': [{ guard: 'isInternalEvent' }, { actions: 'rejectEvent' }],
  },
  states: {
    initializing: {
      entry: 'applyDefaults',
      always: [
        { guard: 'lacksProduct', target: 'error', actions: failWith('GENERAL_ERROR') },
        {
          guard: 'lacksPricing',
          target: 'error',
          actions: {
            type: 'fail',
            params: ({ context }) => ({
              error: ruleError('productHasNoPricing', context.language),
            }),
          },
        },
        { target: 'fetchingAvailabilities' },
      ],
    },
    fetchingAvailabilities: {
      invoke: {
        src: 'fetchAvailabilities',
        input: ({ context }) => ({
          productId: context.product?.id ?? '',
          priceId: context.priceId ?? '',
          ...availabilityWindow(context.displayYear, context.displayMonth, context.filterFrom),
          quantity: context.quantity,
          providerCount: context.selectedProviderCount,
          providersIds: context.selectedProviderIds,
          customerLocation: context.customerLocation,
        }),
        onDone: {
          target: 'updatingAmounts',
          actions: [
            {
              type: 'takeAvailabilities',
              params: ({ event }) => ({ availabilities: event.output }),
            },
            'announceAvailabilities',
          ],
        },
        onError: { target: 'error', actions: failedCall('FETCH_AVAILABILITIES_FAILED') },
      },
    },
    updatingAmounts: {
      initial: 'choosingSource',
      states: {
        choosingSource: {
          always: [
            {
              guard: 'amountFromPricing',
              target: '#reservation.idle',
              actions: ['usePricingAmount', 'announceAmount'],
            },
            { target: 'fetchingAmount' },
          ],
        },
        fetchingAmount: {
          invoke: {
            src: 'fetchPriceAmount',
            input: ({ context }) => ({
              productId: context.product?.id ?? '',
              priceId: context.priceId ?? '',
              from: context.selectedSlot?.from ?? null,
              to: context.selectedSlot?.to ?? null,
              quantity: context.quantity,
              providersIds: context.selectedProviderIds,
              providerCount: context.selectedProviderCount,
              customFieldValues: { ...context.customFields, ...context.addOns },
            }),
            onDone: {
              target: '#reservation.idle',
              actions: [
                { type: 'takeAmount', params: ({ event }) => ({ amount: event.output }) },
                'announceAmount',
              ],
            },
            onError: { target: '#reservation.error', actions: failedCall('FETCH_AMOUNT_FAILED') },
          },
        },
      },
    },
    idle: {
      on: {
        CHANGE_PRICE: { target: refetch, actions: 'changePrice' },
        CHANGE_MONTH: { target: refetch, actions: ['changeMonth', 'announceMonth'] },
        CHANGE_PROVIDER_IDS: {
          target: refetch,
          actions: ['changeProviderIds', 'announceProviders'],
        },
        CHANGE_PROVIDER_COUNT: {
          target: refetch,
          actions: ['changeProviderCount', 'announceProviders'],
        },
        CHANGE_QUANTITY: { target: refetch, actions: 'changeQuantity' },
        SET_LOCATION: { target: refetch, actions: ['setLocation', 'announceLocation'] },
        SET_ADDONS: { target: 'updatingAmounts', actions: 'setAddOns' },
        SET_CUSTOM_FIELDS: {
          target: 'updatingAmounts',
          actions: ['setCustomFields', 'announceCustomFields'],
        },
        SELECT_SINGLE_DATE: [
          // Spec section 4: "Variable-duration products are not supported for single-date selection".
          { guard: 'isVariableDuration', target: 'error', actions: failWith('INVALID_SLOT') },
          { guard: not('isDate'), target: 'error', actions: failWith('INVALID_SLOT') },
          {
            guard: and(['isFullDay', 'hasSlotStartingOnDate']),
            actions: ['selectFullDay', 'announceSlot'],
          },
          // A full-day product with no slot starting that day.
          { guard: 'isFullDay', target: 'error', actions: failWith('INVALID_SLOT') },
          { actions: ['showDay', 'announceSlot'] },
        ],
        SELECT_SLOT: [
          { guard: 'slotIsReturned', actions: ['selectSlot', 'announceSlot'] },
          { target: 'error', actions: failWith('INVALID_SLOT') },
        ],
        SELECT_SLOT_FROM: [
          { guard: 'slotStartIsReturned', actions: ['selectSlotFrom', 'announceSlot'] },
          { target: 'error', actions: failWith('INVALID_SLOT') },
        ],
        ADD_TO_CART: [
          { guard: 'lacksSlot', target: 'error', actions: failWith('INVALID_SLOT') },
          { guard: 'providerIdsInvalid', target: 'error', actions: failWith('INVALID_PROVIDER') },
          { guard: 'locationInvalid', target: 'error', actions: failWith('INVALID_LOCATION') },
          { guard: 'customFieldsPending', target: 'error', actions: failWith('VALIDATION_ERROR') },
          { target: 'addingToCart', actions: 'prepareReservation' },
        ],
      },
    },
    addingToCart: {
      invoke: {
        src: 'addToCart',
        input: ({ context }) => ({
          item: context.reservation ?? {
            productId: context.product?.id ?? '',
            priceId: context.priceId ?? '',
            quantity: context.quantity,
          },
        }),
        onDone: { target: 'reservationReady', actions: 'announceReady' },
        onError: { target: 'error', actions: failedCall('ADD_TO_CART_FAILED') },
      },
    },
    reservationReady: {
      on: {
        // Back to idle through a refetch: the reset price, quantity and providers change which
        // slots are free and what they cost.
        RESERVATION_READY: { target: refetch, actions: 'resetData' },
      },
    },
    error: {
      entry: ['countRetry', 'announceError'],
      on: {
        RETRY: [
          { guard: 'retriesExhausted', target: 'terminated' },
          { guard: 'hasUsableProduct', target: refetch },
          { target: 'initializing' },
        ],
        RESET: { target: 'initializing', actions: 'forgetRetries' },
      },
    },
    terminated: { type: 'final' },
  },
});
