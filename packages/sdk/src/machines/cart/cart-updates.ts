import type { Cart } from '@storefront/contracts';
import type { CartActor, CartSnapshot } from './cart-commands.ts';

/** An open cart-updates stream, as {@link followCartUpdates} needs it. */
export interface CartUpdatesConnection {
  close(): void;
}

/**
 * Opens the cart-updates stream of one cart (`/api/sse/cart`, the SDK's `openCartStream` with the
 * shopper's `auth`), calling `onCartUpdated` with each cart it sends.
 */
export type OpenCartUpdates = (
  cartId: string,
  onCartUpdated: (cart: Cart) => void,
) => CartUpdatesConnection;

// The cart to listen to: the flow's, once it has one, until the flow ends.
function followedCartId(snapshot: CartSnapshot): string | null {
  if (snapshot.status !== 'active' || snapshot.matches('initializing')) return null;
  return snapshot.context.cart === null ? null : snapshot.context.cartId;
}

/**
 * Keeps a cart flow on the server's truth between its own calls (docs/product/event-streams.md):
 * while the flow has a cart, that cart's updates stream is open and every cart it sends goes to
 * the flow as SERVER_CART_UPDATED, so a change made in another tab or on the storefront shows at
 * once. A new cart (after a reset or a 404) gets its own stream; the stream closes when the flow
 * ends (completed, terminated) or when the returned function is called.
 *
 * @example
 * const stop = followCartUpdates(actor, (cartId, onCartUpdated) =>
 *   openCartStream({ baseUrl, tenantId, cartId, auth: browserAuth.session, onCartUpdated }));
 */
export function followCartUpdates(actor: CartActor, open: OpenCartUpdates): () => void {
  let followed: string | null = null;
  let connection: CartUpdatesConnection | null = null;
  const onCartUpdated = (cart: Cart) => {
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'SERVER_CART_UPDATED', cart });
  };
  const sync = (snapshot: CartSnapshot) => {
    const cartId = followedCartId(snapshot);
    if (cartId === followed) return;
    connection?.close();
    connection = null;
    followed = cartId;
    if (cartId !== null) connection = open(cartId, onCartUpdated);
  };
  const subscription = actor.subscribe(sync);
  sync(actor.getSnapshot());
  return () => {
    subscription.unsubscribe();
    connection?.close();
    connection = null;
  };
}
