import type { Cart, Product, UpdateCartItem } from '@storefront/contracts';

/**
 * What the cart editor asks of the page's cart flow (the SDK's UPDATE_ITEMS and REMOVE_ITEMS,
 * shown at once and rolled back on failure) and of the catalogue. Each change resolves with the
 * cart once the flow has settled, or rejects with the flow's error (after its rollback).
 */
export interface CartEditorCommands {
  updateItems: (items: UpdateCartItem[]) => Promise<Cart | null>;
  removeItems: (itemIds: string[]) => Promise<Cart | null>;
  /** `GET /api/app/product/checkout/{productId}`: the line's custom field definitions. */
  loadProduct: (productId: string) => Promise<Product>;
}
