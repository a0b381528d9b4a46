const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a text can be a `uuid` column's value. Ids that reach the catalogue from request bodies
 * are checked first: PostgreSQL rejects a malformed uuid with an error, which must be a 404 or
 * 400, never a 500.
 */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
