import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../errors/api-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { AppMetrics } from './app-metrics.ts';

/** The route label of a request no route matched: one series for them all, not one per URL. */
export const unmatchedRoute = '(unmatched)';

/** Whether `header` is `Bearer <token>`; compared in constant time (a token is a secret). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

const scrape: FastifyPluginCallbackZod<{ metrics: AppMetrics; token: string | null }> = (
  app,
  { metrics, token },
  done,
) => {
  // Every answer, errors and 404s included, once it has gone out.
  app.addHook('onResponse', (request, reply, hookDone) => {
    metrics.requestAnswered({
      method: request.method,
      route: request.routeOptions.url ?? unmatchedRoute,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    hookDone();
  });
  const { registry } = metrics;
  // Off: no route, so /metrics answers 404 like any path the API does not serve.
  if (registry === null) return done();
  app.get(
    '/metrics',
    {
      schema: {
        operationId: 'getMetrics',
        tags: ['health'],
        summary: 'Metrics in the Prometheus text format (when METRICS is on)',
        description:
          'Request durations by route and status, open event streams, database connections, payment-provider calls, orders placed and one-time codes, and the process metrics. With METRICS_TOKEN set, only `Authorization: Bearer <METRICS_TOKEN>` is answered.',
        security: token === null ? [{}] : [{ bearerAuth: [] }],
        response: {
          200: {
            description: 'The metrics (Prometheus text exposition format 0.0.4)',
            content: { 'text/plain': { schema: z.string() } },
          },
          ...errorResponses(401, 500),
        },
      },
    },
    async (request, reply) => {
      if (token !== null && !bearerMatches(request.headers.authorization, token)) {
        throw new ApiError(401, 'UNAUTHORIZED', { headers: { 'www-authenticate': 'Bearer' } });
      }
      const text = await registry.metrics();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
  done();
};

/**
 * Times every answer into the app's metrics and, when metrics are on, serves them at
 * `GET /metrics` (docs/decisions/0038): behind `Authorization: Bearer <METRICS_TOKEN>` when a
 * token is configured.
 *
 * @example
 * await app.register(metricsPlugin, { metrics: deps.metrics, token: config.metrics.token });
 */
export const metricsPlugin = fp(scrape, { name: 'metrics' });
