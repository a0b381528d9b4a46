const prefix = 'pending-';

/** The id of a line shown for an ADD_ITEMS the server has not answered yet. */
export function pendingItemId(seq: number, index: number): string {
  return `${prefix}${seq}-${index}`;
}

/**
 * Whether a cart line is a placeholder for an item being added: its price is unknown (0) until
 * the server answers, so a summary may show it as loading.
 *
 * @example
 * cart.cartItems.filter((item) => !isPendingItemId(item.id));
 */
export function isPendingItemId(id: string): boolean {
  return id.startsWith(prefix);
}
