import * as z from 'zod/mini';
import { listResultSchema } from './list-result.ts';
import { productProviderSchema } from './product.ts';

// The project's choice: the spec says the shape of providers is not shown.

/** A person or resource reservations are booked with, from `GET /api/app/provider/read-only-list`. */
export const providerSchema = z
  .extend(productProviderSchema, {
    imageUrl: z.nullable(z.string()),
    branchId: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'Provider' });

/** `GET /api/app/provider/read-only-list`. */
export const providerListSchema = listResultSchema(providerSchema);

export type Provider = z.infer<typeof providerSchema>;
