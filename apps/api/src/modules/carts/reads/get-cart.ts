import type { Cart } from '@storefront/contracts';
import { ApiError } from '../../../errors/api-error.ts';
import { assertCartAccess, assertCartPending } from '../cart-guards.ts';
import type { CartCaller } from '../cart-caller.ts';
import type { CartContext } from '../cart-context.ts';
import { cartOf, cartStateOf } from './load-cart-state.ts';
import { readCart } from './read-cart.ts';

/**
 * `GET /api/app/cart/{id}`: the cart; a completed one only with `allowNonPending` (else 409
 * `CART_ALREADY_COMPLETED`), unknown 404 `CART_NOT_FOUND`, another customer's 403. One query:
 * the cart, its lines, tax and coupon are read together (see `readCart`), kept by the instance's
 * cache of cart reads while it is current (`context.cartReads`, PostgreSQL; `readCache`, PGlite).
 *
 * @example
 * const cart = await getCart(context, caller, id, { allowNonPending: false });
 */
export async function getCart(
  context: CartContext,
  caller: CartCaller,
  cartId: string,
  options: { allowNonPending: boolean },
): Promise<Cart> {
  const read = context.cartReads
    ? await context.cartReads.read(caller.tenantId, cartId, () =>
        readCart(context.db, caller.tenantId, cartId),
      )
    : await readCart(context.db, caller.tenantId, cartId, context.readCache);
  // The same checks, in the same order, as findCartFor.
  if (!read) throw new ApiError(404, 'CART_NOT_FOUND');
  assertCartAccess(read.cart, caller.customer);
  if (!options.allowNonPending) assertCartPending(read.cart);
  return cartOf(cartStateOf(read.cart, read, context.clock.now()), caller.language);
}
