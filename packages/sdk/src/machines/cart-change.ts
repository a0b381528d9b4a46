import type { AddCartItem, UpdateCartItem } from '@storefront/contracts';
import type { CustomerUpdate } from './cart-effects.ts';

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
