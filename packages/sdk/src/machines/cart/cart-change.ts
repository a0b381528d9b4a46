import type { AddCartItem, Cart, UpdateCartItem } from '@storefront/contracts';
import type { CartAnnouncement } from './cart-announcement.ts';
import type { CustomerUpdate } from './cart-effects.ts';
import type { CartMachineEvent } from './cart-machine-event.ts';

/**
 * A change the cart flow shows before the server answers (docs/product/flows.md, optimistic
 * updates).
 */
export type CartChange =
  | { kind: 'addItems'; items: AddCartItem[]; singleItem: boolean }
  | { kind: 'removeItems'; itemIds: string[] }
  | { kind: 'updateItems'; items: UpdateCartItem[] }
  | { kind: 'updateCustomer'; customer: CustomerUpdate };

/**
 * A change sent and not yet answered. `seq` orders changes: an answer is only shown when no
 * later answer has been shown already.
 */
export interface PendingCartChange {
  readonly seq: number;
  readonly change: CartChange;
}

/** The change an item or customer event asks for; null for any other event. */
export function changeOf(event: CartMachineEvent): CartChange | null {
  switch (event.type) {
    case 'ADD_ITEMS':
      return { kind: 'addItems', items: event.items, singleItem: event.singleItem ?? false };
    case 'REMOVE_ITEMS':
      return { kind: 'removeItems', itemIds: event.itemIds };
    case 'UPDATE_ITEMS':
      return { kind: 'updateItems', items: event.items };
    case 'UPDATE_CUSTOMER':
      return { kind: 'updateCustomer', customer: event.customer };
    default:
      return null;
  }
}

/** The announcement of an accepted change, beside `cartUpdated`. */
export function specificAnnouncement(change: CartChange, cart: Cart): CartAnnouncement {
  switch (change.kind) {
    case 'addItems':
      return { type: 'itemsAdded', cart, items: change.items };
    case 'removeItems':
      return { type: 'itemsRemoved', cart, itemIds: change.itemIds };
    case 'updateItems':
      return { type: 'itemsUpdated', cart, items: change.items };
    case 'updateCustomer':
      return { type: 'customerUpdated', cart };
  }
}
