import * as z from 'zod/mini';

/**
 * Paging query of ABP list calls (docs/product/wire-conventions.md): `SkipCount`, `MaxResultCount`,
 * `Sorting`.
 */
export const pagedQuerySchema = z.object({
  SkipCount: z._default(z.coerce.number().check(z.int()).check(z.nonnegative()), 0),
  MaxResultCount: z._default(
    z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(100)),
    10,
  ),
  Sorting: z.optional(z.string().check(z.maxLength(100))),
});

export type PagedQuery = z.infer<typeof pagedQuerySchema>;
