import type { ErrorCode } from '@storefront/contracts';
import { ApiError } from '../../../errors/api-error.ts';
import type { CartCaller } from '../cart-caller.ts';
import type { CartContext } from '../cart-context.ts';
import { cartIssuesError, issueOf } from './cart-issue.ts';
import type { CartRecord } from '../cart-repository.ts';
import { checkCart } from './check-cart.ts';
import { loadCartState } from '../reads/load-cart-state.ts';

/** The catalogue's refusals of a line's places or stock (docs/product/errors.md, cart codes). */
const placeRefusalCodes: readonly ErrorCode[] = [
  'ITEM_NOT_AVAILABLE',
  'NOT_ENOUGH_STOCK',
  'NOT_ENOUGH_PLACES',
];

/**
 * What to throw when booking a checked cart's places failed: a refusal of places or stock (a
 * concurrent order took them between the cart's check and its booking) is answered as the check
 * answers it when they were gone before, 400 listing each line with its true reason; the same
 * condition then has one status whatever the timing (issue 21, item 9). The cart is checked
 * again for that list; should nothing be missing any more, the refusal itself is the one issue.
 * Any other error is given back as it is.
 *
 * @example
 * catch (error) { throw await placeRefusalAsCheck(context, caller, cart, now, error); }
 */
export async function placeRefusalAsCheck(
  context: CartContext,
  caller: CartCaller,
  cart: CartRecord,
  now: Date,
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof ApiError) || !placeRefusalCodes.includes(error.code)) return error;
  const state = await loadCartState(context.db, caller.tenantId, cart, now);
  const { issues } = await checkCart(context, caller, state);
  return cartIssuesError(
    issues.length > 0 ? issues : [issueOf(error, ['cartItems'], caller.language)],
    caller.language,
  );
}
