/**
 * Field and input limits of docs/product/validation.md and constants.md, shared by the form schemas
 * and the API.
 */

/** Card numbers have 13 to 19 digits. */
export const cardNumberMinLength = 13;
/** Card numbers have 13 to 19 digits. */
export const cardNumberMaxLength = 19;

/** CVC has 3 or 4 digits. */
export const cvcMinLength = 3;
/** CVC has 3 or 4 digits. */
export const cvcMaxLength = 4;

/** Name on card and transferor name need at least 2 characters. */
export const nameMinLength = 2;

/** Coupon codes must be under 50 characters, so 49 at most. */
export const couponCodeMaxLength = 49;

/** A bank receipt is one file. */
export const receiptMaxFiles = 1;

/** A bank receipt is at most 10 MB, counted in binary megabytes (10 × 1024 × 1024 bytes). */
export const receiptMaxBytes = 10 * 1024 * 1024;

/** A bank receipt is a PNG, JPG or GIF image; also usable as an `<input accept>` list. */
export const receiptAcceptedTypes: readonly string[] = ['image/png', 'image/jpeg', 'image/gif'];

/** Quantities are forced to at least 1. */
export const minQuantity = 1;

/** Provider counts are forced to at least 1. */
export const minProviderCount = 1;

/** The cart flow gives up after 5 retries. */
export const cartRetryLimit = 5;

/** The reservation flow gives up after 5 retries. */
export const reservationRetryLimit = 5;

/** The merchandise and subscription price flows give up after 5 retries. */
export const machineRetryLimit = 5;
