import { healthSchema } from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/**
 * `GET /health`: 200 `{"status":"ok"}` once the database answers, else 503
 * (docs/product/runtime.md).
 */
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the API and its database answer',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.deps.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: the database does not answer');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
  done();
};
