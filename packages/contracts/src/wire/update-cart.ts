import { z } from 'zod';
import { customFieldValuesSchema } from './custom-field.ts';

/**
 * Body of `PUT /api/app/cart/{cartId}` (spec section 7 says "cart"): the cart-level fields a shopper
 * edits; absent fields are kept. The answer is the whole cart. Limits are the project's choice.
 */
export const updateCartRequestSchema = z.object({
  notes: z.string().max(1000).nullable().optional(),
  customFields: customFieldValuesSchema.optional(),
});

export type UpdateCartRequest = z.infer<typeof updateCartRequestSchema>;
