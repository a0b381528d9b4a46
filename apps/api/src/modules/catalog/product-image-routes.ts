import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../errors/api-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { findProductImage } from './product-image-repository.ts';

/** The image bytes, documented as a binary string. */
const imageBytesSchema = z.string().meta({ format: 'binary' });

/**
 * `GET /api/app/product-image/{productId}`: a product's image (the `imageUrl` of the product),
 * stored in the database. Outside the tenant scope, because an `<img>` cannot send `__tenant`;
 * the product id names it.
 */
export const productImageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/app/product-image/:productId',
    {
      schema: {
        operationId: 'getProductImage',
        tags: ['catalog'],
        security: [],
        summary: "A product's image (imageUrl of the product)",
        params: z.object({ productId: z.guid() }),
        querystring: z.object({ v: z.string().max(32).optional() }),
        response: {
          200: {
            description: 'The image (SVG, PNG, JPEG or WebP)',
            content: { 'image/*': { schema: imageBytesSchema } },
          },
          ...errorResponses(400, 404, 500),
        },
      },
    },
    async (request, reply) => {
      const image = await findProductImage(app.db, request.params.productId);
      if (!image) throw new ApiError(404, 'NOT_FOUND');
      return (
        reply
          .header('content-type', image.contentType)
          .header('cache-control', 'public, max-age=86400')
          .header('last-modified', image.updatedAt.toUTCString())
          // Shown as <img> by checkouts on other origins.
          .header('cross-origin-resource-policy', 'cross-origin')
          // An SVG opened directly must not run scripts or load anything.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          // Bytes skip Fastify's serializer; the schema only documents them.
          .send(Buffer.from(image.content) as unknown as string)
      );
    },
  );
  done();
};
