import {
  cartSources,
  errorMessage,
  type AddCartItem,
  type Cart,
  type Language,
} from '@storefront/contracts';
import {
  cartEffectActors,
  cartMachine,
  cartResourceEffects,
  createCartsResource,
  withSharedCartCreation,
  type CartActor,
  type CartCreationLocks,
  type CartAnnouncement,
  type KeyValueStorage,
  type MachineError,
} from '@storefront/sdk';
import { createActor, waitFor } from 'xstate';
import { cartAnnouncer } from '../../lib/cart-announcer.ts';
import type { WidgetRuntime } from './widget-runtime.ts';

/** The shopper's cart as a widget uses it: add one item, know the cart. */
export interface WidgetCart {
  /**
   * Adds `item` through the cart flow (ADD_ITEMS with the single-item flag, docs/product/flows.md):
   * resolves with the cart once itemsAdded is announced; rejects with the server's error (an
   * ApiError when it answered) or the flow's own when the item was not added.
   */
  add(item: AddCartItem): Promise<Cart>;
  /** The cart's id once the flow has one. */
  cartId(): string | null;
  /** The flow itself, for a page that also shows and edits the cart (the demo shop's drawer). */
  actor: CartActor;
}

/** The failure of a cart change, as an Error: the server's ApiError when there is one. */
function failureOf(error: MachineError): Error {
  if (error.cause instanceof Error) return error.cause;
  return Object.assign(new Error(error.message), { code: error.code });
}

/**
 * The SDK's cart flow for a widget page: the shopper's stored cart (the `cartId` key the checkout
 * shares on this origin), or a new one from the website. Its announcements go to the page's SDK
 * events, which the host bridge forwards (cartCreated, cartUpdated with the cart and so its count,
 * itemsAdded). A chunk of its own: the widget's first paint does not wait for the cart's code.
 *
 * @example
 * const cart = createWidgetCart(sdk, 'ar', localStorage);
 * await cart.add({ productId, priceId, quantity: 1 });
 */
export function createWidgetCart(
  sdk: Pick<WidgetRuntime['sdk'], 'http' | 'events'>,
  language: Language,
  storage: KeyValueStorage,
  // Several widget frames on one tenant page share the stored cart: one creates it.
  locks: CartCreationLocks | undefined = globalThis.navigator?.locks,
): WidgetCart {
  const listeners = new Set<(announcement: CartAnnouncement) => void>();
  const announceToPage = cartAnnouncer(sdk.events, null);
  const actor = createActor(
    cartMachine.provide({
      // Only the cart calls: a widget adds items and never submits an order.
      actors: cartEffectActors(
        withSharedCartCreation(cartResourceEffects(createCartsResource(sdk.http)), storage, locks),
      ),
    }),
    {
      input: {
        storage,
        announce: (announcement) => {
          announceToPage(announcement);
          for (const listener of listeners) listener(announcement);
        },
        cartId: null,
        source: cartSources.website,
        language,
      },
    },
  ).start();

  // One add at a time: each waits for the flow to take ADD_ITEMS again.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    actor,
    cartId: () => actor.getSnapshot().context.cartId,
    add(item) {
      const event = { type: 'ADD_ITEMS' as const, items: [item], singleItem: true };
      const run = async () => {
        // The flow takes items once it has the shopper's cart (out of `initializing`: created, or
        // read from the stored id); pressed earlier, the add waits for it. Not `snapshot.can()`:
        // the flow's catch-all transition, which refuses an event with INVALID_STATE, makes every
        // event "possible" in every state.
        const ready = await waitFor(
          actor,
          (snapshot) => snapshot.status !== 'active' || !snapshot.matches('initializing'),
        );
        if (ready.status !== 'active')
          throw failureOf(ready.context.error ?? missingCart(language));
        return new Promise<Cart>((resolve, reject) => {
          const listener = (announcement: CartAnnouncement) => {
            if (announcement.type === 'itemsAdded') {
              listeners.delete(listener);
              resolve(announcement.cart);
            } else if (announcement.type === 'cartError') {
              listeners.delete(listener);
              reject(failureOf(announcement.error));
            }
          };
          listeners.add(listener);
          actor.send(event);
        });
      };
      const result = queue.then(run, run);
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

function missingCart(language: Language): MachineError {
  return {
    code: 'CART_NOT_FOUND',
    message: errorMessage('CART_NOT_FOUND', language),
    status: null,
  };
}
