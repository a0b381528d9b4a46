import { dataFreshness } from '@storefront/contracts';
import { useEffect } from 'react';
import type { CartActor } from '@storefront/sdk';

/** What {@link useRefetchStaleCart} watches; the browser's by default. */
export interface StaleCartOptions {
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
}

/**
 * Keeps the shown cart within docs/product/constants.md's cart staleness (2 min): when the page
 * becomes visible again and the cart was last read from the server longer ago than that, the flow
 * re-reads it (REFETCH_CART). The cart flow owns the cart (optimistic changes, rollback), so this
 * applies the stale time TanStack Query gives the other server data.
 *
 * @example
 * useRefetchStaleCart(flow.actor);
 */
export function useRefetchStaleCart(actor: CartActor, options: StaleCartOptions = {}) {
  const { document: doc = window.document, now = Date.now } = options;
  useEffect(() => {
    let readAt = now();
    let serverCart = actor.getSnapshot().context.serverCart;
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.context.serverCart !== serverCart) {
        serverCart = snapshot.context.serverCart;
        readAt = now();
      }
    });
    const onVisibilityChange = () => {
      if (doc.visibilityState !== 'visible') return;
      const snapshot = actor.getSnapshot();
      if (!snapshot.matches('idle') || snapshot.context.cart === null) return;
      if (now() - readAt >= dataFreshness.cart.staleTime) actor.send({ type: 'REFETCH_CART' });
    };
    doc.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      subscription.unsubscribe();
      doc.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [actor, doc, now]);
}
