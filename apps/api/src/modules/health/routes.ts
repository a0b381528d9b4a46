import { healthSchema, livenessSchema, readinessSchema } from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { described } from '../../http/described.ts';

/**
 * Liveness and readiness (docs/product/runtime.md): `GET /health/live` answers 200 while the
 * process runs, so a supervisor does not restart an instance whose database is away (a restart
 * would not bring it back); `GET /health/ready` answers 200 once the database answers and 503
 * `database: "down"` otherwise, so a balancer routes elsewhere. `GET /health` is readiness under
 * its older name and body.
 */
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  async function databaseAnswers(request: FastifyRequest): Promise<boolean> {
    try {
      await app.deps.database.ping();
      return true;
    } catch (error) {
      request.log.warn({ err: error }, 'health check: the database does not answer');
      return false;
    }
  }

  app.get(
    '/health/ready',
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        security: [],
        summary: 'Readiness: whether this instance can serve (its database answers)',
        response: {
          200: described(readinessSchema, 'Ready: the database answers'),
          503: described(readinessSchema, 'Not ready: the database does not answer'),
        },
      },
    },
    async (request, reply) => {
      if (await databaseAnswers(request)) return { status: 'ok' as const, database: 'up' as const };
      return reply.code(503).send({ status: 'unavailable' as const, database: 'down' as const });
    },
  );
  app.get(
    '/health/live',
    {
      schema: {
        operationId: 'getLiveness',
        tags: ['health'],
        security: [],
        summary: 'Liveness: whether the API process answers (its database is not asked)',
        response: { 200: described(livenessSchema, 'The process answers') },
      },
    },
    () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        security: [],
        summary: 'Whether the API and its database answer (readiness, older name)',
        response: {
          200: described(healthSchema, 'The API and its database answer'),
          503: described(healthSchema, 'The database does not answer'),
        },
      },
    },
    async (request, reply) => {
      if (await databaseAnswers(request)) return { status: 'ok' as const };
      return reply.code(503).send({ status: 'unavailable' as const });
    },
  );
  done();
};
