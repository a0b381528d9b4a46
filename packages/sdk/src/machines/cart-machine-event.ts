import type { AddCartItem, PaymentMethod, UpdateCartItem } from '@storefront/contracts';
import type { OnlinePayment } from '../payments/pay-online.ts';
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
   * Validates and submits again after an error. The failed submission's method was cleared
   * (docs/product/flows.md), so a retry names the method again; without one the cart is re-read and
   * the flow waits for the completion an online payment brings.
   */
  | { type: 'RETRY'; paymentMethod?: PaymentMethod }
  | { type: 'RESET' };
