import type { AddCartItem, Cart, PaymentMethod, UpdateCartItem } from '@storefront/contracts';
import type { OnlinePayment } from '../../payments/pay-online.ts';
import type { CustomerUpdate } from './cart-effects.ts';

/**
 * The events the cart flow accepts, named as in docs/product/flows.md. Any other event, or one of
 * these in a state that does not take it, records an `INVALID_STATE` error.
 */
export type CartMachineEvent =
  /** Adds items; with `singleItem` only one item may be sent. */
  | { type: 'ADD_ITEMS'; items: AddCartItem[]; singleItem?: boolean }
  | { type: 'REMOVE_ITEMS'; itemIds: string[] }
  /** Changes lines' quantities (forced to at least 1) and custom fields. */
  | { type: 'UPDATE_ITEMS'; items: UpdateCartItem[] }
  | { type: 'UPDATE_CUSTOMER'; customer: CustomerUpdate }
  /** Applies a coupon; an empty code removes it. */
  | { type: 'UPDATE_COUPON'; code: string }
  /**
   * Places the order. With `payment` (an online method's details) the flow pays it through its
   * `payOnline` effect instead of validating and processing the cart.
   */
  | { type: 'SUBMIT_ORDER'; paymentMethod: PaymentMethod; payment?: OnlinePayment }
  | { type: 'REFETCH_CART' }
  /**
   * The tenant's tax percentage, once the page has its settings (the flow starts before they
   * load): optimistic totals use it from then on. Taken in every state.
   */
  | { type: 'SET_TAX_PERCENTAGE'; taxPercentage: number }
  /**
   * The cart as the cart-updates stream (`/api/sse/cart`) sent it after a change made elsewhere
   * (another tab, the storefront). Unless it is the cart shown already (the echo of the flow's own
   * change), the flow re-reads the cart: at once when at rest, else once its own work is done.
   * Re-read rather than shown, because the stream's cart is worded in the language of whoever
   * changed it. Taken in every state.
   */
  | { type: 'SERVER_CART_UPDATED'; cart: Cart }
  /**
   * Validates and submits again after an error. The failed submission's method was cleared
   * (docs/product/flows.md), so a retry names the method again; without one the cart is re-read and
   * the flow waits for the completion an online payment brings.
   */
  | { type: 'RETRY'; paymentMethod?: PaymentMethod }
  | { type: 'RESET' };
