import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { tracesWanted } from '../env.ts';

let started: NodeSDK | null = null;

/**
 * Starts OpenTelemetry's Node SDK when its standard variables ask for traces (see `tracesWanted`):
 * the exporter, endpoint, sampler and resource come from the `OTEL_*` variables, read by the SDK
 * itself; the service is `storefront-api` unless `OTEL_SERVICE_NAME` says otherwise. Instruments
 * incoming and outgoing HTTP (`node:http`), `fetch` (undici: the payment providers' calls) and
 * PostgreSQL (`pg`); the routes are traced by `@fastify/otel` (plugins/route-spans.ts) and PGlite's
 * statements by the database layer. Answers whether it started.
 *
 * @example
 * startTracing(process.env); // false: no OTEL_* variable asks for traces
 */
export function startTracing(env: Record<string, string | undefined>): boolean {
  if (started || !tracesWanted(env)) return started !== null;
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'storefront-api',
    instrumentations: [
      // Probes and scrapes are not traced: they would bury the requests worth reading.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) =>
          /^\/(health(\/|$)|metrics$)/.test(request.url ?? ''),
      }),
      new UndiciInstrumentation(),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  started = sdk;
  return true;
}
