import * as z from 'zod/mini';
import { listResultSchema } from './list-result.ts';

// The project's choice: the spec says the shape of branches is not shown.

/** A place of the tenant's business, from `GET /api/app/branch/branch-list`. */
export const branchSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    address: z.nullable(z.string()),
    longitude: z.nullable(z.number().check(z.gte(-180)).check(z.lte(180))),
    latitude: z.nullable(z.number().check(z.gte(-90)).check(z.lte(90))),
    phoneNumber: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'Branch' });

/** `GET /api/app/branch/branch-list`. */
export const branchListSchema = listResultSchema(branchSchema);

export type Branch = z.infer<typeof branchSchema>;
