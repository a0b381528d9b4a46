/**
 * How long a payment attempt holds the cart's reservation slots (and stock) while the shopper is
 * at a provider's page; afterwards the hold lapses and the places are released.
 */
export const paymentHoldMinutes = 15;

/**
 * Header carrying the checkout's key for one payment attempt of a cart. The checkout keeps the key
 * across reloads, so a double click, a reload or a return through the back button reaches the same
 * attempt and the server never starts a second payment for it.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** Query parameter the API adds to the checkout's URL when the shopper returns from a provider. */
export const paymentReturnParam = 'paymentAttempt';
