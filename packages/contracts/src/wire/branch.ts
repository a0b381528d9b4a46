import { z } from 'zod';
import { listResultSchema } from './list-result.ts';

// The project's choice: the spec says the shape of branches is not shown.

/** A place of the tenant's business, from `GET /api/app/branch/branch-list`. */
export const branchSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  phoneNumber: z.string().nullable(),
});

/** `GET /api/app/branch/branch-list`. */
export const branchListSchema = listResultSchema(branchSchema);

export type Branch = z.infer<typeof branchSchema>;
