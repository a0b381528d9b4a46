import {
  cartRetryLimit,
  orderSubmissionTimeoutMs,
  type Cart,
  type CartSource,
  type Language,
  type PaymentMethod,
} from '@storefront/contracts';
import { assign, enqueueActions, setup } from 'xstate';
import type { KeyValueStorage } from '../../auth/key-value-storage.ts';
import type { OnlinePaymentOutcome } from '../../payments/pay-online.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Announce } from '../shared/announce.ts';
import type { CartAnnouncement } from './cart-announcement.ts';
import { changeOf, specificAnnouncement, type PendingCartChange } from './cart-change.ts';
import { cartChangeOutcome, changeActorId } from './cart-change-outcome.ts';
import { cartEffectActors } from './cart-effects.ts';
import type { CartMachineEvent } from './cart-machine-event.ts';
import type { CartStorage } from '../cart-storage/cart-storage.ts';
import { isInternalEvent } from '../shared/is-internal-event.ts';
import { invalidStateError, toMachineError, type MachineError } from '../shared/machine-error.ts';
import { optimisticCart } from './optimistic-cart.ts';
import type { CartPriceChange } from './cart-price-change.ts';
import { paymentFailureError } from './payment-failure-error.ts';

/** What a cart flow starts from. */
export interface CartMachineInput {
  /** Keeps the cart id between page loads: `window.localStorage` in a browser. */
  storage: KeyValueStorage;
  /** Receives the flow's announcements (docs/product/flows.md). */
  announce?: Announce<CartAnnouncement>;
  /** The cart to open (the checkout's `cartId` query parameter); defaults to the stored id. */
  cartId?: string | null;
  /** Where a new cart is created from: 0 website (default), 1 mobile app. */
  source?: CartSource;
  /** The tenant's tax percentage for optimistic totals; default 0 (docs/product/constants.md). */
  taxPercentage?: number;
  /** Language of the messages the flow writes itself; default ar. */
  language?: Language;
}

/** The cart flow's data. */
export interface CartMachineContext {
  readonly storage: CartStorage;
  readonly announce: Announce<CartAnnouncement>;
  readonly source: CartSource;
  /** Prices optimistic totals; SET_TAX_PERCENTAGE sets it once the page has the tenant's. */
  taxPercentage: number;
  readonly language: Language;
  cartId: string | null;
  /** The cart to show: the server's last answer with unanswered changes applied. */
  cart: Cart | null;
  /** The server's last answer that was shown. */
  serverCart: Cart | null;
  /** The change number `serverCart` reflects; older answers never replace it. */
  serverSeq: number;
  /** The number of the latest change. */
  seq: number;
  pendingChanges: PendingCartChange[];
  /** Answers came out of order, overlapped, or a change failed: re-read once all settle. */
  refetchNeeded: boolean;
  /** A change failed while others were still unanswered; the error state follows. */
  changeFailed: boolean;
  /** The code UPDATE_COUPON asked for, until the server answers. */
  requestedCouponCode: string | null;
  error: MachineError | null;
  retryCount: number;
  /** The method of the order being submitted; cleared when the submission fails. */
  pendingPaymentMethod: PaymentMethod | null;
  orderNumber: string | null;
  /**
   * How the last online payment went on: left for the provider's page (no second payment starts
   * then), paid here (Apple Pay, `orderNumber` set), or cancelled by the shopper.
   */
  onlinePayment: OnlinePaymentOutcome | null;
  /** The server said CART_ALREADY_COMPLETED: the page should go to its callbackUrl. */
  alreadyCompleted: boolean;
  /** The cart as shown when the order was confirmed (SUBMIT_ORDER, RETRY). */
  confirmedCart: Cart | null;
  /**
   * Validation re-priced the cart: the order was not submitted, the new cart is shown, and the
   * shopper confirms again. Cleared by the next submission or change.
   */
  priceChange: CartPriceChange | null;
}

type FlowState = Omit<
  CartMachineContext,
  'storage' | 'announce' | 'source' | 'taxPercentage' | 'language'
>;

export function freshFlowState(storage: CartStorage, cartId: string | null): FlowState {
  // The stored copy is shown while the server's fresh one loads.
  const stored = cartId === null ? null : storage.readCart(cartId);
  return {
    cartId,
    cart: stored,
    serverCart: stored,
    serverSeq: 0,
    seq: 0,
    pendingChanges: [],
    refetchNeeded: false,
    changeFailed: false,
    requestedCouponCode: null,
    error: null,
    retryCount: 0,
    pendingPaymentMethod: null,
    orderNumber: null,
    onlinePayment: null,
    alreadyCompleted: false,
    confirmedCart: null,
    priceChange: null,
  };
}

// docs/product/flows.md: "A completed cart is signalled by error code CART_ALREADY_COMPLETED".
function errorUpdate(
  context: CartMachineContext,
  error: MachineError,
): Pick<CartMachineContext, 'error' | 'alreadyCompleted'> {
  return {
    error,
    alreadyCompleted: context.alreadyCompleted || error.code === 'CART_ALREADY_COMPLETED',
  };
}

// docs/product/errors.md: "Cart fetch: 404 means no retry and a new cart is created".
export const isCartNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === 'CART_NOT_FOUND');
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** The cart machine's types, guards, actions and effect actors; its states are in cart-machine.ts. */
export const cartSetup = setup({
  types: {
    context: {} as CartMachineContext,
    events: {} as CartMachineEvent,
    input: {} as CartMachineInput,
  },
  actors: cartEffectActors({}),
  delays: { orderSubmissionTimeout: orderSubmissionTimeoutMs },
  guards: {
    hasCartId: ({ context }) => context.cartId !== null,
    lacksCartId: ({ context }) => context.cartId === null,
    addsSeveralAsSingleItem: ({ event }) =>
      event.type === 'ADD_ITEMS' && event.singleItem === true && event.items.length > 1,
    // docs/product/flows.md: "Only cash and banktransfer submit the cart".
    submitsCart: ({ context }) =>
      context.pendingPaymentMethod === 'cash' || context.pendingPaymentMethod === 'banktransfer',
    paysOnline: ({ event }) => event.type === 'SUBMIT_ORDER' && event.payment !== undefined,
    leftForProvider: ({ context }) => context.onlinePayment?.kind === 'redirected',
    retriesLeft: ({ context }) => context.retryCount < cartRetryLimit,
    // A submission whose processing answer was lost: the server already made the order.
    completedMeanwhile: ({ event }) =>
      'error' in event &&
      event.error instanceof ApiError &&
      event.error.code === 'CART_ALREADY_COMPLETED',
    refetchNeeded: ({ context }) => context.refetchNeeded,
    settledWithFailure: ({ context }) =>
      context.pendingChanges.length === 0 && context.changeFailed,
    settledNeedingRefetch: ({ context }) =>
      context.pendingChanges.length === 0 && context.refetchNeeded,
    settled: ({ context }) => context.pendingChanges.length === 0,
    isChangeOutcome: ({ event }) => cartChangeOutcome(event) !== null,
    /**
     * A streamed cart that is not this flow's, is completed (the submission's own states say so),
     * or is what is shown already (the echo of the flow's own change) changes nothing.
     */
    ignoresStreamedCart: ({ context, event }) =>
      event.type !== 'SERVER_CART_UPDATED' ||
      event.cart.id !== context.cartId ||
      event.cart.status !== 'pending' ||
      // Plain JSON from both sides, so equal text is an equal cart.
      JSON.stringify(event.cart) === JSON.stringify(context.serverCart),
    isInternalEvent: ({ event }) => isInternalEvent(event),
  },
  actions: {
    /** Shows and stores a cart the server answered with, when no change is unanswered. */
    adoptServerCart: enqueueActions(({ context, enqueue }, params: { cart: Cart }) => {
      enqueue.assign({
        cartId: params.cart.id,
        cart: params.cart,
        serverCart: params.cart,
        serverSeq: context.seq,
        pendingChanges: [],
      });
      enqueue(() => context.storage.save(params.cart));
    }),
    announceCartCreated: ({ context }, params: { isNew: boolean }) => {
      if (context.cart)
        context.announce({ type: 'cartCreated', cart: context.cart, isNew: params.isNew });
    },
    announceCartUpdated: ({ context }) => {
      if (context.cart) context.announce({ type: 'cartUpdated', cart: context.cart });
    },
    announceCouponUpdated: ({ context }) => {
      if (context.cart) {
        context.announce({
          type: 'couponUpdated',
          cart: context.cart,
          code: context.requestedCouponCode ?? '',
        });
      }
    },
    announceCartCompleted: ({ context }) => {
      if (context.cartId !== null) {
        context.announce({
          type: 'cartCompleted',
          cartId: context.cartId,
          orderNumber: context.orderNumber ?? '',
        });
      }
    },
    announceError: ({ context }) => {
      if (context.error) context.announce({ type: 'cartError', error: context.error });
    },
    recordError: enqueueActions(({ context, enqueue }, params: { error: MachineError }) => {
      enqueue.assign(errorUpdate(context, params.error));
      // A completed cart takes no more changes; the next visit starts a new one.
      if (params.error.code === 'CART_ALREADY_COMPLETED') {
        enqueue(() => context.storage.forget(context.cartId));
      }
    }),
    clearError: assign({ error: null }),
    clearOnlinePayment: assign({ onlinePayment: null }),
    countRetry: assign({ retryCount: ({ context }) => context.retryCount + 1 }),
    forgetCart: enqueueActions(({ context, enqueue }) => {
      enqueue(() => context.storage.forget(context.cartId));
      enqueue.assign({ cartId: null, cart: null, serverCart: null });
    }),
    forgetCompletedCart: ({ context }) => context.storage.forget(context.cartId),
    rememberPaymentMethod: assign({
      pendingPaymentMethod: ({ context, event }) =>
        event.type === 'SUBMIT_ORDER' || event.type === 'RETRY'
          ? (event.paymentMethod ?? null)
          : context.pendingPaymentMethod,
    }),
    clearPaymentMethod: assign({ pendingPaymentMethod: null }),
    recordOnlineOutcome: assign(({ context }, params: { outcome: OnlinePaymentOutcome }) => ({
      onlinePayment: params.outcome,
      orderNumber:
        params.outcome.kind === 'paid' ? params.outcome.orderNumber : context.orderNumber,
      // Nothing was submitted when the shopper closed the sheet.
      pendingPaymentMethod:
        params.outcome.kind === 'cancelled' ? null : context.pendingPaymentMethod,
    })),
    /**
     * A failed online payment is the shopper's to try again from the form (a new attempt), not a
     * submission to RETRY: it is recorded for the command's caller, neither counted nor announced.
     */
    recordPaymentFailure: assign(({ context }, params: { error: unknown }) => ({
      error: paymentFailureError(params.error, context.language),
      pendingPaymentMethod: null,
    })),
    recordOrderNumber: assign((_, params: { orderNumber: string }) => ({
      orderNumber: params.orderNumber,
    })),
    requestCoupon: assign({
      requestedCouponCode: ({ event }) => (event.type === 'UPDATE_COUPON' ? event.code : null),
    }),
    clearRefetchNeeded: assign({ refetchNeeded: false }),
    markRefetchNeeded: assign({ refetchNeeded: true }),
    /** Re-prices unanswered changes with the new percentage; server answers keep their own tax. */
    setTaxPercentage: assign(({ context, event }) => {
      if (event.type !== 'SET_TAX_PERCENTAGE') return {};
      const { taxPercentage } = event;
      return {
        taxPercentage,
        cart:
          context.pendingChanges.length === 0
            ? context.cart
            : optimisticCart(context.serverCart, context.pendingChanges, taxPercentage),
      };
    }),
    rememberConfirmedCart: assign({
      confirmedCart: ({ context }) => context.cart,
      priceChange: null,
    }),
    recordPriceChange: assign((_, params: { priceChange: CartPriceChange | null }) => ({
      priceChange: params.priceChange,
    })),
    clearChangeFailed: assign({ changeFailed: false }),
    /** Shows a change at once and sends it; `overlaps` when a re-read is cut short by it. */
    startChange: enqueueActions(({ context, event, enqueue }, params: { overlaps: boolean }) => {
      const change = changeOf(event);
      if (change === null || context.cartId === null) return;
      const seq = context.seq + 1;
      const pendingChanges = [...context.pendingChanges, { seq, change }];
      enqueue.assign({
        seq,
        pendingChanges,
        cart: optimisticCart(context.serverCart, pendingChanges, context.taxPercentage),
        // Overlapping calls may reach the server in any order, so its truth is re-read after.
        refetchNeeded:
          context.refetchNeeded || params.overlaps || context.pendingChanges.length > 0,
        error: null,
        priceChange: null,
      });
      const id = changeActorId(seq);
      const { cartId } = context;
      switch (change.kind) {
        case 'addItems':
          enqueue.spawnChild('addItems', {
            id,
            input: { cartId, items: change.items, singleItem: change.singleItem },
          });
          break;
        case 'removeItems':
          enqueue.spawnChild('removeItems', { id, input: { cartId, itemIds: change.itemIds } });
          break;
        case 'updateItems':
          enqueue.spawnChild('updateItems', { id, input: { cartId, items: change.items } });
          break;
        case 'updateCustomer':
          enqueue.spawnChild('updateCustomer', {
            id,
            input: { cartId, customer: change.customer },
          });
          break;
      }
    }),
    /**
     * Takes a change's answer: a cart replaces the shown one only when no later answer was shown
     * (sequence numbers); a failure is rolled back by recomputing without it.
     */
    settleChange: enqueueActions(({ context, event, enqueue }) => {
      const outcome = cartChangeOutcome(event);
      const settled = context.pendingChanges.find((pending) => pending.seq === outcome?.seq);
      if (outcome === null || settled === undefined) return;
      const pendingChanges = context.pendingChanges.filter((pending) => pending !== settled);
      if (!outcome.ok) {
        const error = toMachineError(outcome.error, context.language);
        enqueue.assign({
          pendingChanges,
          cart: optimisticCart(context.serverCart, pendingChanges, context.taxPercentage),
          changeFailed: true,
          refetchNeeded: true,
          ...errorUpdate(context, error),
        });
        if (error.code === 'CART_ALREADY_COMPLETED') {
          enqueue(() => context.storage.forget(context.cartId));
        }
        return;
      }
      const fresh = outcome.seq > context.serverSeq;
      const serverCart = fresh ? outcome.cart : context.serverCart;
      const cart =
        optimisticCart(serverCart, pendingChanges, context.taxPercentage) ?? outcome.cart;
      enqueue.assign({
        pendingChanges,
        serverCart,
        serverSeq: fresh ? outcome.seq : context.serverSeq,
        cart,
        refetchNeeded: context.refetchNeeded || !fresh,
      });
      enqueue(() => {
        if (fresh) {
          context.storage.save(outcome.cart);
          context.announce({ type: 'cartUpdated', cart });
        }
        context.announce(specificAnnouncement(settled.change, cart));
      });
    }),
    /** docs/product/flows.md: a wrong event is an INVALID_STATE error, recorded and announced. */
    rejectEvent: enqueueActions(({ context, event, enqueue }) => {
      const error = invalidStateError(event.type, context.language);
      enqueue.assign({ error });
      enqueue(() => context.announce({ type: 'cartError', error }));
    }),
    resetFlow: enqueueActions(({ context, enqueue }) => {
      enqueue(() => context.storage.forget(context.cartId));
      enqueue.assign(freshFlowState(context.storage, null));
    }),
  },
});

// docs/product/validation.md: "Validating a cart needs a cart id, else 'Cart ID is not available.'"
// — and so
