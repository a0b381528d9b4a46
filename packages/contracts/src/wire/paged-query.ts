import { z } from 'zod';

/** Paging query of ABP list calls (decisions.md): `SkipCount`, `MaxResultCount`, `Sorting`. */
export const pagedQuerySchema = z.object({
  SkipCount: z.coerce.number().int().nonnegative().default(0),
  MaxResultCount: z.coerce.number().int().min(1).max(100).default(10),
  Sorting: z.string().max(100).optional(),
});

export type PagedQuery = z.infer<typeof pagedQuerySchema>;
