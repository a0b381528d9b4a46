import type { Cart, CustomFieldValues } from '@storefront/contracts';
import type { CartCaller } from '../cart-caller.ts';
import type { CartContext } from '../cart-context.ts';
import type { CartChanges } from '../cart-repository.ts';
import { changeCart } from '../change-cart.ts';

/** The cart-level fields a shopper edits; absent ones are kept. */
export interface CartFieldChanges {
  /** Order notes; blank clears them. */
  notes?: string | null | undefined;
  /** Replaces the cart's custom fields. */
  customFields?: CustomFieldValues | undefined;
}

/**
 * `PUT /api/app/cart/{cartId}`, `PUT /api/app/cart/notes/{cartId}` and the cart's own
 * `POST /api/app/cart/custom-fields`: sets notes (trimmed; blank is none) and custom fields.
 *
 * @example
 * const cart = await updateCartFields(context, caller, cartId, { notes: 'Ring twice' });
 */
export function updateCartFields(
  context: CartContext,
  caller: CartCaller,
  cartId: string,
  fields: CartFieldChanges,
): Promise<Cart> {
  return changeCart(context, caller, cartId, () => {
    const changes: CartChanges = {};
    if (fields.notes !== undefined) changes.notes = fields.notes?.trim() || null;
    if (fields.customFields !== undefined) changes.customFields = fields.customFields;
    return Promise.resolve(changes);
  });
}
