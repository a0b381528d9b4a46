import { embedHostOriginsSchema } from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { siteOriginsOfTenant } from '../tenants/tenant-site-origins.ts';

/**
 * `GET /api/embed/host-origins?tenant`: the tenant's sites allowed to frame its pages and call the
 * API (its own list, else `CORS_ORIGINS`; docs/product/embedding.md). A framed widget or checkout
 * asks it when the `hostOrigin` it was given is not one its build lists, before posting events
 * there. Public: the same list is in the tenant's pages' `Content-Security-Policy:
 * frame-ancestors`. Without `tenant` (or for an unknown one): `CORS_ORIGINS`.
 */
export const embedRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/embed/host-origins',
    {
      schema: {
        operationId: 'listEmbedHostOrigins',
        tags: ['embed'],
        security: [],
        summary: 'The host sites allowed to embed the storefront pages of a tenant',
        querystring: z.object({
          tenant: z.string().max(64).optional().describe('The tenant, by name or id'),
        }),
        response: {
          200: described(embedHostOriginsSchema, 'The host sites allowed to embed the pages'),
          ...errorResponses(400, 500),
        },
      },
    },
    async (request, reply) => {
      // Sites change rarely; a page asks once.
      void reply.header('cache-control', 'public, max-age=300');
      const directory = app.tenantDirectory;
      const reference = request.query.tenant?.trim();
      const tenant = reference ? await directory.findTenant(reference) : null;
      const sites = { directory, fallback: app.config.corsOrigins };
      const hostOrigins = tenant ? await siteOriginsOfTenant(sites, tenant.id) : sites.fallback;
      return { hostOrigins: [...hostOrigins] };
    },
  );
  done();
};
