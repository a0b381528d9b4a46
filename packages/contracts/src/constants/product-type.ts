import * as z from 'zod/mini';

/** The four product types the storefront sells (docs/product/overview.md and entities.md). */
export const productTypeSchema = z
  .enum(['reservation', 'merchandise', 'subscription', 'package'])
  .register(z.globalRegistry, { id: 'ProductType' });

/** `reservation`, `merchandise`, `subscription` or `package`. */
export type ProductType = z.infer<typeof productTypeSchema>;
