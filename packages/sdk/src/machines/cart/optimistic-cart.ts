import type { Cart } from '@storefront/contracts';
import { applyCartChange } from './apply-cart-change.ts';
import type { PendingCartChange } from './cart-change.ts';

/**
 * The cart to show: the last server answer with every unanswered change applied on top, in the
 * order they were made. Recomputing from the server's cart is what rolls a failed change back
 * without undoing the changes made after it.
 */
export function optimisticCart(
  serverCart: Cart | null,
  pending: readonly PendingCartChange[],
  taxPercentage: number,
): Cart | null {
  if (serverCart === null) return null;
  return pending.reduce((cart, change) => applyCartChange(cart, change, taxPercentage), serverCart);
}
