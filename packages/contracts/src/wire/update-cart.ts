import * as z from 'zod/mini';
import { customFieldValuesSchema } from './custom-field.ts';

/**
 * Body of `PUT /api/app/cart/{cartId}` (docs/product/api.md says "cart"): the cart-level fields a
 * shopper edits; absent fields are kept. The answer is the whole cart. Limits are the project's
 * choice.
 */
export const updateCartRequestSchema = z
  .object({
    notes: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
    customFields: z.optional(customFieldValuesSchema),
  })
  .register(z.globalRegistry, { id: 'CartChange' });

export type UpdateCartRequest = z.infer<typeof updateCartRequestSchema>;
