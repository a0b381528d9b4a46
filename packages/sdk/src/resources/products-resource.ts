import {
  productListSchema,
  productSchema,
  type Product,
  type ProductList,
  type ProductType,
} from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';

/** The catalogue calls; names and descriptions follow `Accept-Language`. */
export interface ProductsResource {
  /** `GET /api/app/product?type=`: the catalogue, or only the products of one type. */
  list(filter?: { type?: ProductType }, options?: CallOptions): Promise<ProductList>;
  /** `GET /api/app/product/checkout/{productId}`: one product with its prices and reservation extras. */
  getForCheckout(productId: string, options?: CallOptions): Promise<Product>;
}

/**
 * Products over an http-client.
 *
 * @example
 * const products = createProductsResource(http);
 * const { items } = await products.list({ type: 'reservation' });
 * const product = await products.getForCheckout(items[0].id);
 */
export function createProductsResource(http: HttpClient): ProductsResource {
  return {
    list: (filter = {}, options) =>
      http.get('/api/app/product', {
        ...options,
        responseSchema: productListSchema,
        query: { type: filter.type },
      }),
    getForCheckout: (productId, options) =>
      http.get(`/api/app/product/checkout/${encodeURIComponent(productId)}`, {
        ...options,
        responseSchema: productSchema,
      }),
  };
}
