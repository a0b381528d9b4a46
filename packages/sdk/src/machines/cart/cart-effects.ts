import type {
  AddCartItem,
  Cart,
  CartCustomer,
  CartSource,
  PaymentMethodCode,
  ProcessCartResult,
  UpdateCartItem,
} from '@storefront/contracts';
import type { OnlinePayment, OnlinePaymentOutcome } from '../../payments/pay-online.ts';
import { effectActor, type Effect } from '../shared/effect-actor.ts';

/**
 * The shopper's identity as UPDATE_CUSTOMER sends it (docs/product/entities.md, "Customer
 * identity").
 */
export type CustomerUpdate = Pick<CartCustomer, 'name' | 'mobileNumber' | 'customFields'> & {
  /** The one-time-code token that proves `mobileNumber` (docs/product/sign-in.md). */
  otpToken: string;
};

/** Input of the effects that act on one cart. */
export interface CartIdInput {
  cartId: string;
}

/** `createCart`: `POST /api/app/cart/new-cart` with the source (0 website, 1 mobile app). */
export interface CreateCartInput {
  source: CartSource;
}

/** `addItems`: `POST /api/app/cart/cart-items/{cartId}?singleItem`. */
export interface AddItemsInput extends CartIdInput {
  items: AddCartItem[];
  singleItem: boolean;
}

/** `removeItems`: `DELETE /api/app/cart/cart-items/{cartId}?itemsIds`. */
export interface RemoveItemsInput extends CartIdInput {
  itemIds: string[];
}

/** `updateItems`: `PUT /api/app/cart/items/{cartId}`. */
export interface UpdateItemsInput extends CartIdInput {
  items: UpdateCartItem[];
}

/** `updateCustomer`: `PUT /api/app/cart/customer/{cartId}?name&mobileNumber&otpToken`. */
export interface UpdateCustomerInput extends CartIdInput {
  customer: CustomerUpdate;
}

/** `updateCoupon`: `PUT /api/app/cart/coupon/{cartId}?couponCode`; an empty code removes it. */
export interface UpdateCouponInput extends CartIdInput {
  couponCode: string;
}

/** `processCart`: `POST /api/app/cart/{cartId}/process?paymentMethod` (1 cash, 3 bank transfer). */
export interface ProcessCartInput extends CartIdInput {
  paymentMethodCode: PaymentMethodCode;
}

/** `payOnline`: the cart's online payment (card, Apple Pay, tabby, tamara), as SUBMIT_ORDER gave it. */
export interface PayOnlineInput extends CartIdInput {
  payment: OnlinePayment;
}

/** What `waitForCartCompleted` resolves with: the cart-completed event's order number. */
export interface CartCompleted {
  orderNumber: string;
}

/**
 * What the cart flow asks of its environment. Each effect gets an AbortSignal that aborts when the
 * flow stops waiting for it. Cart-changing effects resolve with the whole updated cart
 * (docs/product/api.md: "Every cart-changing call answers with the whole updated cart").
 */
export interface CartEffects {
  /** `GET /api/app/cart/{id}`; rejects with the ApiError of a 403, 404 or 409. */
  loadCart: Effect<CartIdInput, Cart>;
  createCart: Effect<CreateCartInput, Cart>;
  addItems: Effect<AddItemsInput, Cart>;
  removeItems: Effect<RemoveItemsInput, Cart>;
  updateItems: Effect<UpdateItemsInput, Cart>;
  updateCustomer: Effect<UpdateCustomerInput, Cart>;
  updateCoupon: Effect<UpdateCouponInput, Cart>;
  /**
   * `POST /api/app/cart/validate-cart/{cartId}`; resolves when the server accepts the cart, with
   * the cart as validated (re-priced lines flagged `isUpdated`), or nothing when not known.
   */
  validateCart: Effect<CartIdInput, Cart | undefined | void>;
  processCart: Effect<ProcessCartInput, ProcessCartResult>;
  /**
   * Starts the cart's online payment and carries it as far as the page takes it: the SDK's
   * `payOnline` (payments/pay-online.ts) over the page's dependencies. Resolves with the outcome
   * (left for the provider's page, paid here, or cancelled by the shopper); rejects when it failed.
   */
  payOnline: Effect<PayOnlineInput, OnlinePaymentOutcome>;
  /**
   * Resolves when the cart-completed event arrives (`/api/sse/cart/status`), with its order
   * number; it must also resolve for a completion that happened before it was called.
   */
  waitForCartCompleted: Effect<CartIdInput, CartCompleted>;
}

/**
 * The cart flow's named actors built from plain async functions, for `cartMachine.provide()`.
 * A missing effect fails when used.
 *
 * @example
 * const machine = cartMachine.provide({
 *   actors: cartEffectActors({ loadCart: ({ cartId }, signal) => carts.get(cartId, { signal }), ... }),
 * });
 */
export function cartEffectActors(effects: Partial<CartEffects>) {
  return {
    loadCart: effectActor('loadCart', effects.loadCart),
    createCart: effectActor('createCart', effects.createCart),
    addItems: effectActor('addItems', effects.addItems),
    removeItems: effectActor('removeItems', effects.removeItems),
    updateItems: effectActor('updateItems', effects.updateItems),
    updateCustomer: effectActor('updateCustomer', effects.updateCustomer),
    updateCoupon: effectActor('updateCoupon', effects.updateCoupon),
    validateCart: effectActor('validateCart', effects.validateCart),
    processCart: effectActor('processCart', effects.processCart),
    payOnline: effectActor('payOnline', effects.payOnline),
    waitForCartCompleted: effectActor('waitForCartCompleted', effects.waitForCartCompleted),
  };
}
