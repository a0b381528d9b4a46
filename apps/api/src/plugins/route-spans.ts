import { FastifyOtelInstrumentation } from '@fastify/otel';
import fp from 'fastify-plugin';
import { flushTraces } from '../platform/telemetry/in-span.ts';

/** Probes and scrapes: asked every few seconds, not worth a trace each. */
const untracedPath = /^\/(health(\/|$)|metrics$)/;

/**
 * A span per request (`request`, with the route, method and status) and per handler, from
 * Fastify's own OpenTelemetry plugin (`@fastify/otel`; `@opentelemetry/instrumentation-fastify`
 * is deprecated in its favour). Registered as a plugin, not through a module hook, so it works
 * however the app is loaded (ESM, vitest). Its spans go to the registered tracer provider; with
 * none they cost nothing. The URL's query (a one-time code's token may be in it) is left out of
 * `url.path`. Spans still buffered are sent when the app closes.
 *
 * @example
 * if (config.tracing) await app.register(routeSpansPlugin);
 */
export const routeSpansPlugin = fp(
  async (app) => {
    const instrumentation = new FastifyOtelInstrumentation({
      ignorePaths: ({ url }) => untracedPath.test(url),
      requestHook: (span, request) => {
        span.setAttribute('url.path', request.url.split('?')[0] ?? request.url);
      },
    });
    await app.register(instrumentation.plugin());
    app.addHook('onClose', () => flushTraces());
  },
  { name: 'route-spans' },
);
