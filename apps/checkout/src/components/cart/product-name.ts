import type { CartItem } from '@storefront/contracts';

/**
 * A line's product name: the line's own, else its product's, else null, for which the summary
 * shows its unknown-product text (docs/product/screens.md).
 *
 * @example
 * productNameOf({ ...item, productName: null, product: null }); // null
 */
export function productNameOf(item: Pick<CartItem, 'productName' | 'product'>): string | null {
  const name = item.productName?.trim() || item.product?.name.trim();
  return name ? name : null;
}
