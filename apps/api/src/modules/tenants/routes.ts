import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../errors/api-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { findTenantLogo } from './tenant-repository.ts';

/** The image bytes, documented as a binary string. */
const logoBytesSchema = z.string().meta({ format: 'binary' });

/**
 * `GET /api/app/tenant-logo/{tenantId}`: the tenant's logo file, stored in the database (never
 * read from a path a user gives). Outside the tenant scope, because an `<img>` cannot send the
 * `__tenant` header; the id names the tenant instead.
 */
export const tenantLogoRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/app/tenant-logo/:tenantId',
    {
      schema: {
        operationId: 'getTenantLogo',
        tags: ['settings'],
        security: [],
        summary: "The tenant's logo image (logoUrl of the payment and tax settings)",
        params: z.object({ tenantId: z.uuid() }),
        querystring: z.object({ v: z.string().max(32).optional() }),
        response: {
          200: {
            description: 'The logo (SVG, PNG, JPEG or WebP)',
            content: { 'image/*': { schema: logoBytesSchema } },
          },
          ...errorResponses(400, 404, 500),
        },
      },
    },
    async (request, reply) => {
      const logo = await findTenantLogo(app.db, request.params.tenantId);
      if (!logo) throw new ApiError(404, 'NOT_FOUND');
      return (
        reply
          .header('content-type', logo.contentType)
          .header('cache-control', 'public, max-age=86400')
          .header('last-modified', logo.updatedAt.toUTCString())
          // Shown as <img> by checkouts on other origins.
          .header('cross-origin-resource-policy', 'cross-origin')
          // An SVG opened directly must not run scripts or load anything.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          // Bytes skip Fastify's serializer; the schema only documents them.
          .send(Buffer.from(logo.content) as unknown as string)
      );
    },
  );
  done();
};
