const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` is a UUID in its usual written form. Ids from a path, a query or a body are
 * checked before they reach a `uuid` column, where PostgreSQL would refuse the query (a fault, a
 * 500) rather than find nothing.
 *
 * @example
 * if (!isUuid(cartId)) throw new ApiError(404, 'CART_NOT_FOUND');
 */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
