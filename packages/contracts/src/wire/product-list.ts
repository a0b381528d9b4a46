import * as z from 'zod/mini';
import { listResultSchema } from './list-result.ts';
import { productSchema } from './product.ts';

/**
 * `GET /api/app/product?type=`: the catalogue, optionally of one product type
 * (docs/product/api.md).
 */
export const productListSchema = listResultSchema(productSchema).register(z.globalRegistry, {
  id: 'ProductList',
});

export type ProductList = z.infer<typeof productListSchema>;
