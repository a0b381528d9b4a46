import * as z from 'zod/mini';

/**
 * Where a cart was created, sent as `source` to `POST /api/app/cart/new-cart`
 * (docs/product/entities.md).
 */
export const cartSourceSchema = z.literal([0, 1]).register(z.globalRegistry, { id: 'CartSource' });

/** 0 website, 1 mobile app. */
export type CartSource = z.infer<typeof cartSourceSchema>;

/** Named cart sources (docs/product/constants.md). */
export const cartSources = {
  website: 0,
  mobileApp: 1,
} as const satisfies Record<string, CartSource>;
