import type { Cart, CartSource } from '@storefront/contracts';
import type { CartCaller } from './cart-caller.ts';
import type { CartContext } from './cart-context.ts';
import { createCartRepository } from './cart-repository.ts';
import { cartOf, loadCartState } from './reads/load-cart-state.ts';

/**
 * `POST /api/app/cart/new-cart`: a new, empty, pending cart without a customer (so its id alone
 * reaches it until the shopper names themselves).
 *
 * @example
 * const cart = await createCart(context, caller, cartSources.website);
 */
export async function createCart(
  context: CartContext,
  caller: CartCaller,
  source: CartSource,
): Promise<Cart> {
  const now = context.clock.now();
  const cart = await createCartRepository(context.db, caller.tenantId).create({
    id: context.random.uuid(),
    source,
    now,
  });
  return cartOf(await loadCartState(context.db, caller.tenantId, cart, now), caller.language);
}
