/**
 * Node's socket errors of a server that cannot be reached, and PostgreSQL's SQLSTATEs of a server
 * that is going away or not yet taking connections: class 08 (connection exception), 57P01
 * (admin shutdown), 57P02 (crash shutdown), 57P03 (cannot connect now).
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** What node-postgres and its pool say when a connection ends or cannot be had in time. */
const unavailableMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Connection ended unexpectedly/,
];

/** How many causes deep to look (drizzle wraps the driver's error once). */
const maxDepth = 5;

/**
 * Whether an error says the database could not be reached (the server is down, restarting or
 * refusing connections, or the connection broke), looking through drizzle's wrapping `cause`s:
 * such a request was not served for want of the database, not for a fault in it, and is answered
 * 503 `SERVICE_UNAVAILABLE` with `Retry-After`.
 *
 * @example
 * isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused)) // true
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (
    let depth = 0;
    depth < maxDepth && typeof current === 'object' && current !== null;
    depth++
  ) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (
      typeof message === 'string' &&
      unavailableMessages.some((pattern) => pattern.test(message))
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}
