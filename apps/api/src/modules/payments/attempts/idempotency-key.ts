import { idempotencyKeyHeader } from '@storefront/contracts';
import { z } from 'zod';

const headerName = idempotencyKeyHeader.toLowerCase();

/**
 * The `Idempotency-Key` header every call that starts a payment carries (8–200 characters; else
 * 400 `VALIDATION_ERROR`), as a route's `headers` schema.
 */
export const idempotencyHeaders = z.object({ [headerName]: z.string().min(8).max(200) });

/**
 * The idempotency key of a request its schema validated.
 *
 * @example
 * const key = idempotencyKeyOf(request.headers);
 */
export function idempotencyKeyOf(headers: Record<string, unknown>): string {
  return String(headers[headerName]);
}
