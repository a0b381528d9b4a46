import type { Cart, UpdateCartItem } from '@storefront/contracts';
import type {
  MachineError,
  CartActor,
  CartFormDraft,
  CartPriceChange,
  CartSnapshot,
  OnlinePayment,
  OnlinePaymentOutcome,
} from '@storefront/sdk';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { VerifiedCustomer } from '../../features/identity/identity-form.tsx';
import { onlinePaymentMethod, sendCartCommand } from '@storefront/sdk';

/** Where the page's cart flow is. */
export type CartFlowStatus =
  /** Loading the cart. */
  | 'initializing'
  /** The cart is shown; commands are taken. */
  | 'ready'
  /** The cart could not be loaded at all. */
  | 'failed'
  /** The order is placed. */
  | 'completed'
  /** Retries are used up (docs/product/flows.md). */
  | 'terminated';

/**
 * The cart flow as the page uses it. Its optimistic changes, rollbacks and pending states are the
 * SDK's cart machine's, not React 19's `useOptimistic` or `useActionState`: the same machine runs
 * the shop's drawer and non-React embedders, and it queues, retries and reconciles changes with the
 * cart-updates stream across many components, where those hooks hold one transition's state in one
 * component (docs/decisions/0040-react-in-production.md).
 */
export interface CartFlow {
  actor: CartActor;
  status: CartFlowStatus;
  cart: Cart | null;
  /**
   * The cart's customer as the server last answered it. The shown cart names a new customer at
   * once (optimistically); calls that need the server to know the shopper wait for this one.
   */
  confirmedCustomer: Cart['customer'];
  orderNumber: string | null;
  /** How the last online payment went on: left for the provider, paid here, or cancelled. */
  onlinePayment: OnlinePaymentOutcome | null;
  /** The server said CART_ALREADY_COMPLETED: the page leaves for its callbackUrl. */
  alreadyCompleted: boolean;
  error: MachineError | null;
  /**
   * Validation found new prices: the order was not placed and the new cart is shown; the shopper
   * confirms again (docs/product/flows.md).
   */
  priceChange: CartPriceChange | null;
  /** Lines' quantities and custom fields (UPDATE_ITEMS): shown at once, rolled back on failure. */
  updateItems: (items: UpdateCartItem[]) => Promise<Cart | null>;
  /** Removes lines (REMOVE_ITEMS): shown at once, rolled back on failure. */
  removeItems: (itemIds: string[]) => Promise<Cart | null>;
  applyCoupon: (code: string) => Promise<Cart | null>;
  removeCoupon: () => Promise<Cart | null>;
  updateCustomer: (customer: VerifiedCustomer) => Promise<Cart | null>;
  submit: (method: 'cash' | 'banktransfer') => Promise<Cart | null>;
  /** Submits the order with an online payment: the flow pays it (its `payOnline` effect). */
  payOnline: (payment: OnlinePayment) => Promise<Cart | null>;
  retry: (method: 'cash' | 'banktransfer' | null) => Promise<Cart | null>;
  /**
   * The payment form's draft in the flow's cart storage: kept before the page leaves for a
   * provider, read when the form opens again ("Try Again" keeps the form, docs/product/flows.md).
   */
  formDraft: CartFormDraftStore;
}

/** The payment form's draft of the flow's cart (see `CartStorage.readFormDraft`). */
export interface CartFormDraftStore {
  read: () => CartFormDraft | null;
  save: (draft: CartFormDraft) => void;
  /** The order is placed (paid on the provider's return): nothing of the form is kept. */
  forget: () => void;
}

/**
 * The page's state of a cart flow: `initializing` until its cart is loaded, `failed` when it
 * could not be, then `ready`, and `completed` or `terminated` at the end.
 *
 * @example
 * cartFlowStatus(actor.getSnapshot()); // 'ready'
 */
export function cartFlowStatus(snapshot: CartSnapshot): CartFlowStatus {
  if (snapshot.matches('completed')) return 'completed';
  if (snapshot.matches('terminated')) return 'terminated';
  if (snapshot.matches('initializing')) return 'initializing';
  if (snapshot.context.cart === null) {
    return snapshot.context.error === null ? 'initializing' : 'failed';
  }
  return 'ready';
}

/**
 * The cart flow's state for rendering, and its commands (they resolve once the flow settles and
 * reject with its error).
 *
 * @example
 * const flow = useCartFlow(actor);
 * await flow.applyCoupon('WELCOME10');
 */
export function useCartFlow(actor: CartActor): CartFlow {
  const status = useSelector(actor, cartFlowStatus);
  const cart = useSelector(actor, (snapshot) => snapshot.context.cart);
  const confirmedCustomer = useSelector(
    actor,
    (snapshot) => snapshot.context.serverCart?.customer ?? null,
  );
  const orderNumber = useSelector(actor, (snapshot) => snapshot.context.orderNumber);
  const onlinePayment = useSelector(actor, (snapshot) => snapshot.context.onlinePayment);
  const alreadyCompleted = useSelector(actor, (snapshot) => snapshot.context.alreadyCompleted);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const priceChange = useSelector(actor, (snapshot) => snapshot.context.priceChange);

  const commands = useMemo(
    () => ({
      applyCoupon: (code: string) => sendCartCommand(actor, { type: 'UPDATE_COUPON', code }),
      removeCoupon: () => sendCartCommand(actor, { type: 'UPDATE_COUPON', code: '' }),
      updateItems: (items: UpdateCartItem[]) =>
        sendCartCommand(actor, { type: 'UPDATE_ITEMS', items }),
      removeItems: (itemIds: string[]) => sendCartCommand(actor, { type: 'REMOVE_ITEMS', itemIds }),
      // The identity form asks no custom fields: the ones the cart's customer has are kept, not
      // sent empty (the server replaces them with what it is sent).
      updateCustomer: (customer: VerifiedCustomer) =>
        sendCartCommand(actor, {
          type: 'UPDATE_CUSTOMER',
          customer: {
            ...customer,
            customFields: actor.getSnapshot().context.serverCart?.customer?.customFields ?? {},
          },
        }),
      submit: (method: 'cash' | 'banktransfer') =>
        sendCartCommand(actor, { type: 'SUBMIT_ORDER', paymentMethod: method }),
      payOnline: (payment: OnlinePayment) =>
        sendCartCommand(actor, {
          type: 'SUBMIT_ORDER',
          paymentMethod: onlinePaymentMethod(payment),
          payment,
        }),
      retry: (method: 'cash' | 'banktransfer' | null) =>
        sendCartCommand(
          actor,
          method === null ? { type: 'RETRY' } : { type: 'RETRY', paymentMethod: method },
        ),
      formDraft: {
        read: () => {
          const { storage, cartId } = actor.getSnapshot().context;
          return cartId === null ? null : storage.readFormDraft(cartId);
        },
        save: (draft: CartFormDraft) => {
          const { storage, cartId } = actor.getSnapshot().context;
          if (cartId !== null) storage.saveFormDraft(cartId, draft);
        },
        forget: () => {
          const { storage, cartId } = actor.getSnapshot().context;
          if (cartId !== null) storage.forgetFormDraft(cartId);
        },
      },
    }),
    [actor],
  );

  return {
    actor,
    status,
    cart,
    confirmedCustomer,
    orderNumber,
    onlinePayment,
    alreadyCompleted,
    error,
    priceChange,
    ...commands,
  };
}
