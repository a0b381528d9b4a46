import * as z from 'zod/mini';

/** The four product types the storefront sells (docs/product/overview.md and entities.md). */
export const productTypeSchema = z.enum(['reservation', 'merchandise', 'subscription', 'package']);

/** `reservation`, `merchandise`, `subscription` or `package`. */
export type ProductType = z.infer<typeof productTypeSchema>;
