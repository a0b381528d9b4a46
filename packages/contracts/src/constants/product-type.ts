import * as z from 'zod/mini';

/** The four product types the storefront sells (spec sections 1 and 3). */
export const productTypeSchema = z.enum(['reservation', 'merchandise', 'subscription', 'package']);

/** `reservation`, `merchandise`, `subscription` or `package`. */
export type ProductType = z.infer<typeof productTypeSchema>;
