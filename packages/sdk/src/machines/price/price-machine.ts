import {
  defaultLanguage,
  machineRetryLimit,
  minQuantity,
  type CustomFieldValues,
  type Language,
  type PriceAmount,
  type Product,
  forceAtLeast,
} from '@storefront/contracts';
import { assign, enqueueActions, setup } from 'xstate';
import { guardedAnnounce, type Announce } from '../shared/announce.ts';
import { defaultPrice } from './default-price.ts';
import { isInternalEvent } from '../shared/is-internal-event.ts';
import {
  codedError,
  invalidStateError,
  ruleError,
  type MachineError,
} from '../shared/machine-error.ts';
import type { PriceAnnouncement } from './price-announcement.ts';
import { priceEffectActors } from './price-effects.ts';
import type { PriceMachineEvent } from './price-machine-event.ts';

/** What a price flow starts from. */
export interface PriceMachineInput {
  /** A merchandise or subscription product; null fails the flow. */
  product: Product | null;
  /** Receives the flow's announcements. */
  announce?: Announce<PriceAnnouncement>;
  /** The clock, in ms: a subscription starts now unless told otherwise. Defaults to `Date.now`. */
  now?: () => number;
  /** Language of the messages the flow writes itself; default ar. */
  language?: Language;
}

/** The choices a price depends on. */
export interface PriceSelection {
  priceId: string | null;
  /** Starts at 1, never below. */
  quantity: number;
  addOns: CustomFieldValues;
  customFields: CustomFieldValues;
  /** Subscriptions only (null for merchandise): an ISO date, now unless set. */
  subscriptionStartDate: string | null;
}

/** The price flow's data. */
export interface PriceMachineContext extends PriceSelection {
  readonly product: Product | null;
  readonly announce: Announce<PriceAnnouncement>;
  readonly now: () => number;
  readonly language: Language;
  amount: PriceAmount | null;
  error: MachineError | null;
  retryCount: number;
}

const isSubscription = (product: Product | null) => product?.typeString === 'subscription';

// docs/product/flows.md: the default price, quantity 1, and "Subscription start date defaults to
// now when unset".
function priceDefaults(context: Pick<PriceMachineContext, 'product' | 'now'>): PriceSelection {
  const { product } = context;
  return {
    priceId: defaultPrice(product?.pricing ?? [])?.id ?? null,
    quantity: minQuantity,
    addOns: {},
    customFields: {},
    subscriptionStartDate: isSubscription(product)
      ? (product?.subscriptionStartDate ?? new Date(context.now()).toISOString())
      : null,
  };
}

const priceSetup = setup({
  types: {
    context: {} as PriceMachineContext,
    events: {} as PriceMachineEvent,
    input: {} as PriceMachineInput,
  },
  actors: priceEffectActors({}),
  guards: {
    lacksProduct: ({ context }) => context.product === null,
    lacksPricing: ({ context }) => context.product?.pricing.length === 0,
    hasUsableProduct: ({ context }) => (context.product?.pricing.length ?? 0) > 0,
    isSubscription: ({ context }) => isSubscription(context.product),
    retriesExhausted: ({ context }) => context.retryCount >= machineRetryLimit,
    isInternalEvent: ({ event }) => isInternalEvent(event),
  },
  actions: {
    applyDefaults: assign(({ context }) => priceDefaults(context)),
    fail: assign((_, params: { error: MachineError }) => ({ error: params.error })),
    countRetry: assign({ retryCount: ({ context }) => context.retryCount + 1 }),
    forgetRetries: assign({ retryCount: 0, error: null, amount: null }),
    announceError: ({ context }) => {
      if (context.error) context.announce({ type: 'error', error: context.error });
    },
    takeAmount: assign((_, params: { amount: PriceAmount }) => ({ amount: params.amount })),
    announceAmount: ({ context }) => {
      if (context.amount) context.announce({ type: 'amountsUpdated', amount: context.amount });
    },
    change: assign(({ context, event }) => {
      switch (event.type) {
        case 'CHANGE_PRICE':
          return { priceId: event.priceId };
        case 'CHANGE_QUANTITY':
          return { quantity: forceAtLeast(event.quantity, minQuantity) };
        case 'SET_ADDONS':
          return { addOns: event.addOns };
        case 'SET_CUSTOM_FIELDS':
          return { customFields: event.customFields };
        case 'CHANGE_START_DATE':
          return { subscriptionStartDate: event.startDate };
        default:
          return { priceId: context.priceId };
      }
    }),
    /** A wrong event is an INVALID_STATE error, recorded and announced. */
    rejectEvent: enqueueActions(({ context, event, enqueue }) => {
      const error = invalidStateError(event.type, context.language);
      enqueue.assign({ error });
      enqueue(() => context.announce({ type: 'error', error }));
    }),
  },
});

const reprice = { target: 'updatingAmounts', actions: 'change' } as const;

/**
 * The merchandise and subscription price flow of docs/product/flows.md, with `fetchPriceAmount`
 * supplied by `.provide({ actors: priceEffectActors(...) })`. A product that is not a subscription
 * is priced as merchandise.
 *
 * - `initializing` sets the defaults (the first price in stock, quantity 1, a subscription
 *   starting now) and goes to `updatingAmounts`; without a product, or without prices, to error.
 * - `updatingAmounts` asks the amount: `idle` (announcing amountsUpdated) or error
 *   (FETCH_AMOUNT_FAILED, "Failed to update the price amount").
 * - `idle`: CHANGE_PRICE, CHANGE_QUANTITY (at least 1), SET_ADDONS, SET_CUSTOM_FIELDS and, for
 *   a subscription, CHANGE_START_DATE reprice.
 * - `error` counts a retry and reports it; RETRY reprices while retries are below 5, else
 *   `terminated` (final); RESET returns to initializing with the defaults.
 * - Any event a state does not take records and announces an `INVALID_STATE` error.
 *
 * @example
 * const price = createActor(priceMachine.provide({ actors: priceEffectActors(effects) }), {
 *   input: { product, announce: bridge.post },
 * }).start();
 * price.send({ type: 'CHANGE_QUANTITY', quantity: 2 });
 */
export const priceMachine = priceSetup.createMachine({
  id: 'price',
  context: ({ input }) => {
    const base = {
      product: input.product,
      announce: guardedAnnounce(input.announce),
      now: input.now ?? Date.now,
      language: input.language ?? defaultLanguage,
    };
    return { ...base, ...priceDefaults(base), amount: null, error: null, retryCount: 0 };
  },
  initial: 'initializing',
  on: {
    '*': [{ guard: 'isInternalEvent' }, { actions: 'rejectEvent' }],
  },
  states: {
    initializing: {
      entry: 'applyDefaults',
      always: [
        {
          guard: 'lacksProduct',
          target: 'error',
          actions: {
            type: 'fail',
            params: ({ context }) => ({ error: codedError('INVALID_OPERATION', context.language) }),
          },
        },
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
        { target: 'updatingAmounts' },
      ],
    },
    updatingAmounts: {
      invoke: {
        src: 'fetchPriceAmount',
        input: ({ context }) => ({
          productType: isSubscription(context.product) ? 'subscription' : 'merchandise',
          productId: context.product?.id ?? '',
          priceId: context.priceId ?? '',
          quantity: context.quantity,
          customFieldValues: { ...context.customFields, ...context.addOns },
          from: context.subscriptionStartDate,
        }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'takeAmount', params: ({ event }) => ({ amount: event.output }) },
            'announceAmount',
          ],
        },
        onError: {
          target: 'error',
          actions: {
            type: 'fail',
            params: ({ context, event }) => ({
              error: codedError('FETCH_AMOUNT_FAILED', context.language, event.error),
            }),
          },
        },
      },
    },
    idle: {
      on: {
        CHANGE_PRICE: reprice,
        CHANGE_QUANTITY: reprice,
        SET_ADDONS: reprice,
        SET_CUSTOM_FIELDS: reprice,
        // Merchandise has no start date: the event falls through to the invalid-state handler.
        CHANGE_START_DATE: { guard: 'isSubscription', ...reprice },
      },
    },
    error: {
      entry: ['countRetry', 'announceError'],
      on: {
        RETRY: [
          { guard: 'retriesExhausted', target: 'terminated' },
          { guard: 'hasUsableProduct', target: 'updatingAmounts' },
          { target: 'initializing' },
        ],
        RESET: { target: 'initializing', actions: 'forgetRetries' },
      },
    },
    terminated: { type: 'final' },
  },
});
