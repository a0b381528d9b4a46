/**
 * Whether a database error is PostgreSQL's unique violation (23505), on either driver and
 * whether or not drizzle wrapped it (`cause`). Names the index when `constraint` is given.
 *
 * @example
 * if (isUniqueViolation(error, 'orders_cart_unique')) return existingOrder();
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; typeof current === 'object' && current !== null;) {
    const {
      code,
      constraint: name,
      cause,
    } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505') return constraint === undefined || name === constraint;
    current = cause;
  }
  return false;
}
