import type { KeyValueStorage } from '../../auth/key-value-storage.ts';
import type { CartEffects } from './cart-effects.ts';
import { createCartStorage } from '../cart-storage/cart-storage.ts';

/** The part of the browser's Web Locks API (`navigator.locks`) the cart creation uses. */
export interface CartCreationLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The lock every page of one origin takes to create the shopper's cart. */
export const cartCreationLockName = 'storefront-cart-creation';

/**
 * The cart flow's `createCart` and `loadCart` for pages that may start together on one origin
 * (several widget frames on one tenant page, docs/product/embedding.md): the pages share one
 * stored cart, so only one of them may create it. Under a lock shared by the origin's pages, a
 * page that finds no cart creates one and stores its id before letting go; a page that then finds
 * a stored id loads that cart instead of creating a second. Without `locks` (a browser lacking the
 * Web Locks API), the effects are unchanged.
 *
 * @example
 * const effects = withSharedCartCreation(cartResourceEffects(carts), localStorage, navigator.locks);
 */
export function withSharedCartCreation<
  Effects extends Pick<CartEffects, 'createCart' | 'loadCart'>,
>(effects: Effects, storage: KeyValueStorage, locks: CartCreationLocks | undefined): Effects {
  if (!locks) return effects;
  const cartStorage = createCartStorage(storage);
  return {
    ...effects,
    createCart: (input, signal) =>
      locks.request(cartCreationLockName, async () => {
        const stored = cartStorage.readCartId();
        if (stored !== null) {
          try {
            return await effects.loadCart({ cartId: stored }, signal);
          } catch {
            // Gone or someone else's: this page makes its own, as it would have.
          }
        }
        const cart = await effects.createCart(input, signal);
        cartStorage.save(cart);
        return cart;
      }),
  };
}
