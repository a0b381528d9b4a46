import { defaultLanguage, ruleMessage } from '@storefront/contracts';
import { and, not } from 'xstate';
import { guardedAnnounce } from '../shared/announce.ts';
import { availabilityWindow } from './availability-window.ts';
import { codedError, ruleError } from '../shared/machine-error.ts';
import { reservationDefaults, type ReservationMachineContext } from './reservation-context.ts';
import { reservationSetup, type ReservationMachineInput } from './reservation-machine-setup.ts';
import { requestedProviderIds } from './reservation-slot-providers.ts';

export type { ReservationMachineInput };

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

/** A refusal of ADD_TO_CART: the flow stays in idle (no refusal locks the widget). */
const refuseWith = (code: string) => ({
  type: 'refuse' as const,
  params: ({ context }: { context: ReservationMachineContext }) => ({
    error: codedError(code, context.language),
  }),
});

/**
 * No slot chosen yet: INVALID_SLOT, with a message that says what to do (docs/product/validation.md).
 */
const refuseMissingSlot = {
  type: 'refuse' as const,
  params: ({ context }: { context: ReservationMachineContext }) => ({
    error: {
      code: 'INVALID_SLOT' as const,
      message: ruleMessage(
        context.product?.isFullDayBooking === true
          ? 'reservationDayRequired'
          : 'reservationTimeRequired',
        context.language,
      ),
      status: null,
    },
  }),
};

const refusedCall = (code: string) => ({
  type: 'refuse' as const,
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
 * The reservation flow of docs/product/flows.md, with its effects supplied by
 * `.provide({ actors: reservationEffectActors(...) })`.
 *
 * - `initializing` sets the defaults; no product is GENERAL_ERROR ("Reservation product not
 *   set"), a product without prices "Product has no pricing options".
 * - `fetchingAvailabilities` loads the window around the displayed month (a selected slot stays
 *   only while still returned), then `updatingAmounts` prices the selection, then `idle`.
 * - `idle`: CHANGE_PRICE, CHANGE_MONTH, CHANGE_PROVIDER_IDS, CHANGE_PROVIDER_COUNT,
 *   CHANGE_QUANTITY and SET_LOCATION refetch; SET_ADDONS and SET_CUSTOM_FIELDS reprice;
 *   SELECT_SINGLE_DATE, SELECT_SLOT and SELECT_SLOT_FROM only select; ADD_TO_CART checks the
 *   slot, providers, location and custom fields, adds the item and reaches `reservationReady`; a
 *   slot the server says is gone (409 ITEM_NOT_AVAILABLE) is INVALID_SLOT, any other failure
 *   ADD_TO_CART_FAILED.
 * - `reservationReady`: RESERVATION_READY resets the data and returns to idle through a refetch.
 * - `error` counts a retry and announces it; RETRY refetches while fewer than 5 retries are used,
 *   else `terminated`; RESET restarts, from `error` or `terminated`.
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
      timeZone: input.timeZone ?? 'UTC',
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
          providersIds: requestedProviderIds(context.product, context.selectedProviderIds),
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
      // A refusal or failure shown in idle lasts until the shopper's next step.
      exit: 'clearError',
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
          // docs/product/flows.md: "Variable-duration products are not supported for single-date
          // selection".
          { guard: 'isVariableDuration', target: 'error', actions: failWith('INVALID_SLOT') },
          { guard: not('isDate'), target: 'error', actions: failWith('INVALID_SLOT') },
          {
            guard: and(['isFullDay', 'hasSlotStartingOnDate']),
            actions: ['clearError', 'selectFullDay', 'announceSlot'],
          },
          // A full-day product with no slot starting that day.
          { guard: 'isFullDay', target: 'error', actions: failWith('INVALID_SLOT') },
          { actions: ['clearError', 'showDay', 'announceSlot'] },
        ],
        SELECT_SLOT: [
          { guard: 'slotIsReturned', actions: ['clearError', 'selectSlot', 'announceSlot'] },
          { target: 'error', actions: failWith('INVALID_SLOT') },
        ],
        SELECT_SLOT_FROM: [
          {
            guard: 'slotStartIsReturned',
            actions: ['clearError', 'selectSlotFrom', 'announceSlot'],
          },
          { target: 'error', actions: failWith('INVALID_SLOT') },
        ],
        // A refused add keeps the flow in idle with the reason (no refusal locks the widget).
        ADD_TO_CART: [
          { guard: 'lacksSlot', actions: refuseMissingSlot },
          { guard: 'providerIdsInvalid', actions: refuseWith('INVALID_PROVIDER') },
          { guard: 'locationInvalid', actions: refuseWith('INVALID_LOCATION') },
          { guard: 'customFieldsPending', actions: refuseWith('VALIDATION_ERROR') },
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
        // A refused add returns to a usable flow, the reason shown (no refusal locks the widget).
        onError: [
          // The server's 409 ITEM_NOT_AVAILABLE: someone took the slot between the choice and the
          // add. INVALID_SLOT says so, and the refetch lets the taken slot go.
          { guard: 'slotWasTaken', target: refetch, actions: refusedCall('INVALID_SLOT') },
          { target: 'idle', actions: refusedCall('ADD_TO_CART_FAILED') },
        ],
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
          { guard: 'hasUsableProduct', target: refetch, actions: 'clearError' },
          { target: 'initializing' },
        ],
        RESET: { target: 'initializing', actions: 'forgetRetries' },
      },
    },
    // Not final: the retries are used up, but RESET (the shopper's "start over") still restarts
    // the flow, as from `error` (docs/product/flows.md: "RESET restarts").
    terminated: {
      on: { RESET: { target: 'initializing', actions: 'forgetRetries' } },
    },
  },
});
