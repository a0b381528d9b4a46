import {
  productListSchema,
  productSchema,
  type Product,
  type ProductList,
  type ProductType,
} from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';

/** Which products a catalogue call lists: one type or all, and a page (ABP paging). */
export interface ProductListFilter {
  type?: ProductType;
  SkipCount?: number;
  /** 10 unless given; the API answers at most {@link productPageSize}. */
  MaxResultCount?: number;
}

/** The most products one page of `GET /api/app/product` holds (its `MaxResultCount` limit). */
export const productPageSize = 100;

/** The catalogue calls; names and descriptions follow `Accept-Language`. */
export interface ProductsResource {
  /** `GET /api/app/product?type&SkipCount&MaxResultCount`: one page of the catalogue. */
  list(filter?: ProductListFilter, options?: CallOptions): Promise<ProductList>;
  /**
   * The whole catalogue (or one type of it) in display order: `list` page after page of
   * {@link productPageSize} until `totalCount` products are read, for a shop's product list.
   */
  listAll(filter?: { type?: ProductType }, options?: CallOptions): Promise<Product[]>;
  /** `GET /api/app/product/checkout/{productId}`: one product with its prices and reservation extras. */
  getForCheckout(productId: string, options?: CallOptions): Promise<Product>;
}

/**
 * Products over an http-client.
 *
 * @example
 * const products = createProductsResource(http);
 * const { items } = await products.list({ type: 'reservation' });
 * const everything = await products.listAll();
 * const product = await products.getForCheckout(items[0].id);
 */
export function createProductsResource(http: HttpClient): ProductsResource {
  const list: ProductsResource['list'] = (filter = {}, options) =>
    http.get('/api/app/product', {
      ...options,
      responseSchema: productListSchema,
      query: {
        type: filter.type,
        SkipCount: filter.SkipCount,
        MaxResultCount: filter.MaxResultCount,
      },
    });
  return {
    list,
    listAll: async (filter = {}, options) => {
      const products: Product[] = [];
      for (;;) {
        const page = await list(
          { ...filter, SkipCount: products.length, MaxResultCount: productPageSize },
          options,
        );
        products.push(...page.items);
        // An empty page ends it too: a catalogue shrinking meanwhile never loops.
        if (page.items.length === 0 || products.length >= page.totalCount) return products;
      }
    },
    getForCheckout: (productId, options) =>
      http.get(`/api/app/product/checkout/${encodeURIComponent(productId)}`, {
        ...options,
        responseSchema: productSchema,
      }),
  };
}
