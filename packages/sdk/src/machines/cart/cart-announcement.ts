import type { AddCartItem, Cart, UpdateCartItem } from '@storefront/contracts';
import type { MachineError } from '../shared/machine-error.ts';

/**
 * What the cart flow announces (docs/product/flows.md, "Events announced"). The spec's defined-but-
 * unused events (cartSubmitted, notesUpdated, customFieldsUpdated and the adding/removing/
 * updating variants) are left out.
 */
export type CartAnnouncement =
  /** The flow has its cart: `isNew` when it was created rather than loaded. */
  | { type: 'cartCreated'; cart: Cart; isNew: boolean }
  /** The shown cart changed after a server answer. */
  | { type: 'cartUpdated'; cart: Cart }
  | { type: 'itemsAdded'; cart: Cart; items: AddCartItem[] }
  | { type: 'itemsRemoved'; cart: Cart; itemIds: string[] }
  | { type: 'itemsUpdated'; cart: Cart; items: UpdateCartItem[] }
  | { type: 'couponUpdated'; cart: Cart; code: string }
  | { type: 'customerUpdated'; cart: Cart }
  | { type: 'cartCompleted'; cartId: string; orderNumber: string }
  | { type: 'cartError'; error: MachineError };
