import { embedHostOriginsSchema } from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';

/**
 * `GET /api/embed/host-origins`: the tenants' sites allowed to frame the pages and call the API
 * (`CORS_ORIGINS`, docs/product/embedding.md). A framed widget or checkout asks it when the
 * `hostOrigin` it was given is not one its build lists, before posting events there. Public and
 * tenant-free: the same list is in every answer's `Content-Security-Policy: frame-ancestors`.
 */
export const embedRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/embed/host-origins',
    {
      schema: {
        tags: ['embed'],
        summary: 'The host sites allowed to embed the storefront pages',
        response: { 200: embedHostOriginsSchema, ...errorResponses(500) },
      },
    },
    (_request, reply) => {
      // Configuration changes only with a restart; a page asks once.
      void reply.header('cache-control', 'public, max-age=300');
      return Promise.resolve({ hostOrigins: [...app.config.corsOrigins] });
    },
  );
  done();
};
