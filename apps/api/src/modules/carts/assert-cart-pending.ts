import { ApiError } from '../../errors/api-error.ts';
import type { CartRecord } from './cart-repository.ts';

/**
 * A completed cart cannot change: 409 `CART_ALREADY_COMPLETED` (the checkout then goes to its
 * callback URL).
 *
 * @example
 * assertCartPending(cart);
 */
export function assertCartPending(cart: CartRecord): void {
  if (cart.status === 'completed') throw new ApiError(409, 'CART_ALREADY_COMPLETED');
}
