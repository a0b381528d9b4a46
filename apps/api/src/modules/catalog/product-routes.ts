import {
  pagedQuerySchema,
  productListSchema,
  productSchema,
  productTypeSchema,
} from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../errors/api-error.ts';
import { errorResponses, tenantErrorStatuses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { createProductRepository } from './product-repository.ts';
import { toProduct } from './to-product.ts';

const productListQuerySchema = z.object({
  SkipCount: pagedQuerySchema.shape.SkipCount,
  MaxResultCount: pagedQuerySchema.shape.MaxResultCount,
  type: z.optional(productTypeSchema),
});

/**
 * The catalogue (docs/product/api.md): `GET /api/app/product?type=` lists products in display
 * order (ABP paging), `GET /api/app/product/checkout/{productId}` answers one with its prices,
 * custom fields and reservation extras. Names follow `Accept-Language`.
 */
export const productRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/app/product',
    {
      schema: {
        operationId: 'listProducts',
        tags: ['catalog'],
        summary: "The tenant's products, optionally of one type (SkipCount, MaxResultCount)",
        querystring: productListQuerySchema,
        response: {
          200: described(productListSchema, "A page of the tenant's products"),
          ...errorResponses(...tenantErrorStatuses),
        },
      },
    },
    async (request) => {
      const { type, SkipCount, MaxResultCount } = request.query;
      const page = await createProductRepository(app.db, tenantOf(request).id).list({
        type,
        skip: SkipCount,
        take: MaxResultCount,
      });
      return {
        totalCount: page.totalCount,
        items: page.items.map((item) => toProduct(item, request.language, app.config.publicUrl)),
      };
    },
  );

  app.get(
    '/api/app/product/checkout/:productId',
    {
      schema: {
        operationId: 'getProduct',
        tags: ['catalog'],
        summary: 'One product with its prices, custom fields and reservation extras',
        params: z.object({ productId: z.string().max(64) }),
        response: {
          200: described(productSchema, 'The product'),
          ...errorResponses(...tenantErrorStatuses),
        },
      },
    },
    async (request) => {
      const product = await createProductRepository(app.db, tenantOf(request).id).find(
        request.params.productId,
      );
      if (!product) throw new ApiError(404, 'NOT_FOUND');
      return toProduct(product, request.language, app.config.publicUrl);
    },
  );
  done();
};
