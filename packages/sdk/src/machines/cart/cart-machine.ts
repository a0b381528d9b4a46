import { cartSources, defaultLanguage, defaultTaxPercentage } from '@storefront/contracts';
import { guardedAnnounce } from '../shared/announce.ts';
import {
  cartSetup,
  freshFlowState,
  isCartNotFound,
  isForbidden,
  type CartMachineContext,
  type CartMachineInput,
} from './cart-machine-setup.ts';
import { createCartStorage } from '../cart-storage/cart-storage.ts';
import {
  payingOnlineState,
  submittingOrderState,
  validatingState,
} from './cart-submission-states.ts';
import { ruleError, toMachineError } from '../shared/machine-error.ts';

export type { CartMachineContext, CartMachineInput };
// does every other change.
const refuseWithoutCartId = {
  guard: 'lacksCartId',
  target: '#cart.error',
  actions: {
    type: 'recordError',
    params: ({ context }: { context: CartMachineContext }) => ({
      error: ruleError('cartIdNotAvailable', context.language),
    }),
  },
} as const;

// Item and customer changes are taken while earlier ones are still unanswered.
const takesChanges = (overlaps: boolean) =>
  cartSetup.createStateConfig({
    on: {
      ADD_ITEMS: [
        {
          guard: 'addsSeveralAsSingleItem',
          target: '#cart.error',
          actions: {
            type: 'recordError',
            params: ({ context }) => ({
              error: ruleError('multipleItemsAsSingleItem', context.language),
            }),
          },
        },
        refuseWithoutCartId,
        { target: '#cart.addingItems', actions: { type: 'startChange', params: { overlaps } } },
      ],
      REMOVE_ITEMS: [
        refuseWithoutCartId,
        { target: '#cart.removingItems', actions: { type: 'startChange', params: { overlaps } } },
      ],
      UPDATE_ITEMS: [
        refuseWithoutCartId,
        { target: '#cart.updatingItems', actions: { type: 'startChange', params: { overlaps } } },
      ],
      UPDATE_CUSTOMER: [
        refuseWithoutCartId,
        {
          target: '#cart.updatingCustomer',
          actions: { type: 'startChange', params: { overlaps } },
        },
      ],
    },
  });

const idleChanges = takesChanges(false);

// A change's own state: more changes may come; once all are answered, on to error, a re-read or idle.
const changeState = cartSetup.createStateConfig({
  on: idleChanges.on,
  always: [
    { guard: 'settledWithFailure', target: '#cart.error' },
    { guard: 'settledNeedingRefetch', target: '#cart.refetching' },
    { guard: 'settled', target: '#cart.idle' },
  ],
});

const fail = {
  target: '#cart.error',
  actions: {
    type: 'recordError',
    params: ({ context, event }: { context: CartMachineContext; event: { error: unknown } }) => ({
      error: toMachineError(event.error, context.language),
    }),
  },
} as const;

/**
 * The cart flow of docs/product/flows.md, with its effects (API calls, the cart-completed wait,
 * the online payment) supplied by `.provide({ actors: cartEffectActors(...) })`.
 *
 * - `initializing` loads the stored cart, or creates one when none is stored, the server answers
 *   404, or 403 (another customer's cart: its id is forgotten first), then announces cartCreated.
 * - `idle` takes ADD_ITEMS, REMOVE_ITEMS, UPDATE_ITEMS, UPDATE_CUSTOMER (shown at once, rolled
 *   back on failure, then re-read), UPDATE_COUPON, SUBMIT_ORDER, REFETCH_CART, RETRY and RESET.
 * - Any state takes SET_TAX_PERCENTAGE (the tenant's tax for optimistic totals) and
 *   SERVER_CART_UPDATED (the cart-updates stream's cart: re-read now in idle, else once settled).
 * - SUBMIT_ORDER: `validating` (a re-priced cart the shopper has not seen goes back to `idle`
 *   with `priceChange`, not submitted) → `submittingOrder` (cash and bank transfer are processed, other
 *   methods re-read) → `completed` when the cart-completed event arrives, within 300,000 ms.
 *   With a `payment`, `payingOnline` runs the `payOnline` effect and returns to `idle` with its
 *   outcome (`onlinePayment`); after a redirect a further SUBMIT_ORDER is refused.
 * - `error` counts a retry, announces cartError and moves to idle (through a re-read after a
 *   failed change). RETRY validates again while fewer than 5 retries are used, else `terminated`.
 * - Any event a state does not take records and announces an `INVALID_STATE` error (a root `*`
 *   handler catches what no state handles; XState would drop it silently). `completed` and
 *   `terminated` are final: the actor is done and no longer reads events.
 *
 * @example
 * const cart = createActor(
 *   cartMachine.provide({ actors: cartEffectActors(effects) }),
 *   { input: { storage: localStorage, announce: bridge.post, taxPercentage: 15 } },
 * ).start();
 * cart.send({ type: 'ADD_ITEMS', items: [{ productId, priceId, quantity: 1 }] });
 */
export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  context: ({ input }) => {
    const storage = createCartStorage(input.storage);
    return {
      storage,
      announce: guardedAnnounce(input.announce),
      source: input.source ?? cartSources.website,
      taxPercentage: input.taxPercentage ?? defaultTaxPercentage,
      language: input.language ?? defaultLanguage,
      // An empty cartId parameter counts as none.
      ...freshFlowState(storage, input.cartId || storage.readCartId()),
    };
  },
  initial: 'initializing',
  on: {
    SET_TAX_PERCENTAGE: { actions: 'setTaxPercentage' },
    // Re-read at once in idle (below); in the other states once they are done (changes settled,
    // a re-read answered, a failure): the streamed cart speaks the language of whoever changed it,
    // so the flow shows its own read of it.
    SERVER_CART_UPDATED: [{ guard: 'ignoresStreamedCart' }, { actions: 'markRefetchNeeded' }],
    '*': [
      { guard: 'isChangeOutcome', actions: 'settleChange' },
      { guard: 'isInternalEvent' },
      { actions: 'rejectEvent' },
    ],
  },
  states: {
    initializing: {
      initial: 'readingStoredId',
      states: {
        readingStoredId: {
          always: [{ guard: 'hasCartId', target: 'loadingCart' }, { target: 'creatingCart' }],
        },
        loadingCart: {
          invoke: {
            src: 'loadCart',
            // hasCartId guards this state.
            input: ({ context }) => ({ cartId: context.cartId ?? '' }),
            onDone: {
              target: '#cart.idle',
              actions: [
                { type: 'adoptServerCart', params: ({ event }) => ({ cart: event.output }) },
                { type: 'announceCartCreated', params: { isNew: false } },
              ],
            },
            onError: [
              {
                guard: ({ event }) => isCartNotFound(event.error),
                target: 'creatingCart',
                actions: 'forgetCart',
              },
              // Another customer's cart: forget its id and start a cart of one's own.
              {
                guard: ({ event }) => isForbidden(event.error),
                target: 'creatingCart',
                actions: 'forgetCart',
              },
              fail,
            ],
          },
        },
        creatingCart: {
          invoke: {
            src: 'createCart',
            input: ({ context }) => ({ source: context.source }),
            onDone: {
              target: '#cart.idle',
              actions: [
                { type: 'adoptServerCart', params: ({ event }) => ({ cart: event.output }) },
                { type: 'announceCartCreated', params: { isNew: true } },
              ],
            },
            onError: fail,
          },
        },
      },
    },
    idle: {
      on: {
        ...idleChanges.on,
        SERVER_CART_UPDATED: [{ guard: 'ignoresStreamedCart' }, { target: 'refetching' }],
        UPDATE_COUPON: [
          {
            guard: 'lacksCartId',
            target: 'error',
            actions: {
              type: 'recordError',
              params: ({ context }) => ({
                error: ruleError('cartIdNotAvailable', context.language),
              }),
            },
          },
          { target: 'updatingCoupon', actions: ['clearError', 'requestCoupon'] },
        ],
        SUBMIT_ORDER: [
          // The page is leaving for the provider's page: no second payment starts.
          { guard: 'leftForProvider', actions: 'rejectEvent' },
          {
            guard: 'paysOnline',
            target: 'payingOnline',
            actions: [
              'clearError',
              'rememberPaymentMethod',
              'clearOnlinePayment',
              'rememberConfirmedCart',
            ],
          },
          {
            target: 'validating',
            actions: ['clearError', 'rememberPaymentMethod', 'rememberConfirmedCart'],
          },
        ],
        REFETCH_CART: [
          {
            guard: 'lacksCartId',
            target: 'error',
            actions: {
              type: 'recordError',
              params: ({ context }) => ({
                error: ruleError('cartIdNotAvailable', context.language),
              }),
            },
          },
          { target: 'refetching', actions: 'clearError' },
        ],
        RETRY: [
          {
            guard: 'retriesLeft',
            target: 'validating',
            actions: ['clearError', 'rememberPaymentMethod', 'rememberConfirmedCart'],
          },
          { target: 'terminated' },
        ],
        RESET: { target: 'initializing', actions: 'resetFlow' },
      },
    },
    addingItems: changeState,
    removingItems: changeState,
    updatingItems: changeState,
    updatingCustomer: changeState,
    updatingCoupon: {
      invoke: {
        src: 'updateCoupon',
        input: ({ context }) => ({
          cartId: context.cartId ?? '',
          couponCode: context.requestedCouponCode ?? '',
        }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'adoptServerCart', params: ({ event }) => ({ cart: event.output }) },
            'announceCartUpdated',
            'announceCouponUpdated',
          ],
        },
        onError: fail,
      },
    },
    refetching: {
      entry: 'clearRefetchNeeded',
      on: takesChanges(true).on,
      invoke: {
        src: 'loadCart',
        input: ({ context }) => ({ cartId: context.cartId ?? '' }),
        onDone: [
          // The cart changed elsewhere while it was being read: read it again.
          {
            guard: 'refetchNeeded',
            target: 'refetching',
            reenter: true,
            actions: { type: 'adoptServerCart', params: ({ event }) => ({ cart: event.output }) },
          },
          {
            target: 'idle',
            actions: [
              { type: 'adoptServerCart', params: ({ event }) => ({ cart: event.output }) },
              'announceCartUpdated',
            ],
          },
        ],
        onError: fail,
      },
    },
    validating: validatingState,
    payingOnline: payingOnlineState,
    submittingOrder: submittingOrderState,
    completed: {
      type: 'final',
      entry: ['forgetCompletedCart', 'announceCartCompleted'],
    },
    error: {
      entry: ['countRetry', 'clearChangeFailed', 'announceError'],
      always: [{ guard: 'refetchNeeded', target: 'refetching' }, { target: 'idle' }],
    },
    terminated: {
      type: 'final',
      entry: 'forgetCart',
    },
  },
});
