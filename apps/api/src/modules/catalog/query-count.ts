import { forceAtLeast } from '@storefront/contracts';
import { z } from 'zod';

/**
 * A quantity or provider count as a query carries it (MinQuantity, MinProvidersCount, quantity):
 * a whole number up to 1,000, forced to at least 1 (docs/product/validation.md). One schema for
 * the availability and price queries.
 *
 * @example
 * z.object({ quantity: queryCount.optional() }).parse({ quantity: '0' }); // { quantity: 1 }
 */
export const queryCount = z.coerce
  .number()
  .int()
  .min(0)
  .max(1000)
  .transform((count) => forceAtLeast(count));
