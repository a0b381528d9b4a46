/**
 * The most of one line the cart takes: `updateCartItemSchema`'s quantity bound in
 * @storefront/contracts (1000); the stepper stops there rather than send a change the API refuses.
 */
export const maxCartItemQuantity = 1000;
