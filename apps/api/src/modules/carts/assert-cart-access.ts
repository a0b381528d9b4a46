import { ApiError } from '../../errors/api-error.ts';
import type { SessionCustomer } from '../auth/session-repository.ts';
import type { CartRecord } from './cart-repository.ts';

/**
 * The ownership rule: a cart without a customer is reachable by its id (a capability) by anyone
 * of the tenant; once it has one, only that customer reaches it. Throws 401 `UNAUTHORIZED` to a
 * caller who is not signed in (so an expired token is refreshed, not taken for someone else), 403
 * `FORBIDDEN` to another customer.
 *
 * @example
 * assertCartAccess(cart, await request.currentCustomer());
 */
export function assertCartAccess(cart: CartRecord, customer: SessionCustomer | null): void {
  if (cart.customerId === null) return;
  if (!customer) {
    throw new ApiError(401, 'UNAUTHORIZED', { headers: { 'www-authenticate': 'Bearer' } });
  }
  if (customer.customerId !== cart.customerId) throw new ApiError(403, 'FORBIDDEN');
}
