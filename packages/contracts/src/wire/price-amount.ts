import * as z from 'zod/mini';

/**
 * Answer of the three price-amount calls (docs/product/entities.md "Price amount result"). Paths
 * chosen by the reference API (spec says "not shown"): `GET /api/app/merchandise/price-amount`,
 * `GET /api/app/subscription/price-amount`, `GET /api/app/reservation-v2/price-amount`.
 */
export const priceAmountSchema = z
  .object({
    effectiveQuantity: z.number(),
    totalPrice: z.number(),
    totalAfterDiscount: z.number(),
    depositAmount: z.number(),
  })
  .register(z.globalRegistry, { id: 'PriceAmount' });

export type PriceAmount = z.infer<typeof priceAmountSchema>;
