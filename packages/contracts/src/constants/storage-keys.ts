/** Local storage key of the current cart id (spec section 3). */
export const cartIdStorageKey = 'cartId';

/** Prefix of stored carts' keys (spec section 3). */
export const cartStorageKeyPrefix = 'cart_sdk_';
