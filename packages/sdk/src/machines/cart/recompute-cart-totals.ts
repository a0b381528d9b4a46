import { cartTotals, type Cart } from '@storefront/contracts';

/**
 * A cart's totals recomputed from its lines, for the optimistic display of docs/product/flows.md
 * ("Optimistic totals use the tenant tax percentage and are rounded to 2 decimals"). Uses the
 * same `cartTotals` formula as the API, keeping the coupon discount and fees as last computed,
 * so the estimate matches what the server will answer unless the coupon itself changes.
 *
 * @example
 * recomputeCartTotals(cart, 15).totalAmount; // (subTotal - discount + fees) * 1.15, rounded
 */
export function recomputeCartTotals(cart: Cart, taxPercentage: number): Cart {
  return {
    ...cart,
    ...cartTotals({
      lines: cart.cartItems,
      taxPercentage,
      discountAmount: cart.discountAmount,
      fees: cart.fees,
    }),
  };
}
