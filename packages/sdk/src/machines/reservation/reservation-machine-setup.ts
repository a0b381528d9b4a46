import {
  minProviderCount,
  minQuantity,
  reservationRetryLimit,
  type Availability,
  type CustomerLocation,
  type Language,
  type PriceAmount,
  type Product,
  forceAtLeast,
} from '@storefront/contracts';
import { assign, enqueueActions, setup } from 'xstate';
import { ApiError } from '../../http/api-error.ts';
import { amountFromPricing } from './amount-from-pricing.ts';
import type { Announce } from '../shared/announce.ts';
import { areCustomFieldsPending } from './are-custom-fields-pending.ts';
import { areProviderIdsValid } from './are-provider-ids-valid.ts';
import { calendarDateOf } from './calendar-date.ts';
import { findReturnedSlot, findSlotStartingAt } from './find-returned-slot.ts';
import { isInternalEvent } from '../shared/is-internal-event.ts';
import { isLocationValid } from './is-location-valid.ts';
import { invalidStateError, type MachineError } from '../shared/machine-error.ts';
import type { ReservationAnnouncement } from './reservation-announcement.ts';
import { reservationCartItem } from './reservation-cart-item.ts';
import { reservationDefaults, type ReservationMachineContext } from './reservation-context.ts';
import { reservationEffectActors } from './reservation-effects.ts';
import { firstFreeDay } from './reservation-first-free-day.ts';
import type { ReservationMachineEvent } from './reservation-machine-event.ts';
import { slotProviderIds } from './reservation-slot-providers.ts';
import { slotStartingOn } from './slot-starting-on.ts';

/** What a reservation flow starts from. */
export interface ReservationMachineInput {
  /** The reservation product (`GET /api/app/product/checkout/{id}`); null fails the flow. */
  product: Product | null;
  /** Receives the flow's announcements (docs/product/flows.md). */
  announce?: Announce<ReservationAnnouncement>;
  /** The clock, in ms: "now" picks the month first displayed. Defaults to `Date.now`. */
  now?: () => number;
  /**
   * The tenant's time zone (IANA, e.g. `Asia/Riyadh`): the month and day first shown are today's
   * there. Defaults to UTC.
   */
  timeZone?: string;
  /** Language of the messages the flow writes itself; default ar. */
  language?: Language;
  /** A date the availability window must include from the start. */
  filterFrom?: string | null;
  /** The customer's location, when already known (geofenced providers need one). */
  customerLocation?: CustomerLocation | null;
}

const day = (date: string) => Number(date.slice(8, 10));

/** The providers the booking names for `slot` (reservation-slot-providers.ts). */
const providersFor = (
  context: ReservationMachineContext,
  slot: Parameters<typeof slotProviderIds>[1],
): string[] =>
  context.product === null
    ? context.selectedProviderIds
    : slotProviderIds(
        context.product,
        slot,
        context.selectedProviderIds,
        context.selectedProviderCount,
      );

/** The reservation machine's types, guards, actions and effect actors; its states are in reservation-machine.ts. */
export const reservationSetup = setup({
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
    // docs/product/flows.md: "With no slot and no availability the amount is taken from the chosen
    // price".
    // ...but only without add-ons: the chosen price does not know what they cost, the server does
    // (docs/product/widgets.md: an add-on changes the price as soon as it is changed).
    amountFromPricing: ({ context }) =>
      context.selectedSlot === null &&
      (context.availabilities?.slots.length ?? 0) === 0 &&
      Object.keys(context.addOns).length === 0,
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
    slotWasTaken: ({ event }) =>
      'error' in event &&
      event.error instanceof ApiError &&
      event.error.code === 'ITEM_NOT_AVAILABLE',
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
    /**
     * A refusal (docs/product/flows.md): the error is recorded and announced while the flow stays
     * usable, so the shopper corrects the choice and tries again; no RETRY is needed.
     */
    refuse: enqueueActions(({ context, enqueue }, params: { error: MachineError }) => {
      enqueue.assign({ error: params.error });
      enqueue(() => context.announce({ type: 'error', error: params.error }));
    }),
    /** The shopper's next step makes a shown refusal or failure history. */
    clearError: assign({ error: null }),
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
        selectedProviderIds: providersFor(context, kept),
        // The calendar opens on the first day with free times (docs/product/widgets.md); a day
        // whose chosen time no longer fits (a larger quantity, say) stays shown.
        displayDay:
          context.selectedSlot === null
            ? firstFreeDay(
                params.availabilities,
                context.displayYear,
                context.displayMonth,
                context.displayDay,
              )
            : context.displayDay,
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
        : {
            selectedSlot: { from: slot.from, to: slot.to },
            displayDay: day(event.date),
            selectedProviderIds: providersFor(context, slot),
          };
    }),
    /** A timed product's date only chooses the day shown; a slot on another day is let go. */
    showDay: assign(({ context, event }) => {
      if (event.type !== 'SELECT_SINGLE_DATE') return {};
      const slotDate = context.selectedSlot && calendarDateOf(context.selectedSlot.from);
      const keeps = slotDate === event.date;
      return {
        displayDay: day(event.date),
        selectedSlot: keeps ? context.selectedSlot : null,
        ...(keeps ? {} : { selectedProviderIds: providersFor(context, undefined) }),
      };
    }),
    selectSlot: assign(({ context, event }) => {
      if (event.type !== 'SELECT_SLOT') return {};
      const variable = context.product?.isVariableDuration === true;
      const slot = findReturnedSlot(context.availabilities, event.slot, variable);
      return {
        selectedSlot: { from: event.slot.from, to: event.slot.to },
        selectedProviderIds: providersFor(context, slot),
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
            selectedProviderIds: providersFor(context, slot),
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
    /**
     * docs/product/flows.md: "Sending the wrong event type into a state gives an invalid-state
     * error".
     */
    rejectEvent: enqueueActions(({ context, event, enqueue }) => {
      const error = invalidStateError(event.type, context.language);
      enqueue.assign({ error });
      enqueue(() => context.announce({ type: 'error', error }));
    }),
  },
});
