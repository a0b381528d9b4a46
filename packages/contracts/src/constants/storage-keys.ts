/** Local storage key of the current cart id (docs/product/entities.md). */
export const cartIdStorageKey = 'cartId';

/** Prefix of stored carts' keys (docs/product/entities.md). */
export const cartStorageKeyPrefix = 'cart_sdk_';
