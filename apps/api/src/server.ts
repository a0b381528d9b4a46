import './platform/telemetry/register-tracing.ts'; // first: OpenTelemetry's hooks before any module they instrument
import { buildApp } from './app.ts';
import { createAppDeps } from './app/create-app-deps.ts';
import { handleStopSignals, shutDownGracefully, systemSetTimer } from './app/graceful-shutdown.ts';
import { loadConfig } from './platform/env.ts';
import { systemRepeatEvery } from './platform/repeat-every.ts';

// Loads the configuration, builds the app, listens, and on SIGTERM/SIGINT closes within the grace
// period (SHUTDOWN_GRACE_MS; docs/decisions/0037-deployable-api.md). Run as `node
// apps/api/dist/server.js` (`npm run build -w apps/api`), it is the process that gets the signal.
const config = loadConfig(process.env);
let reportError: (error: unknown) => void = (error) => console.error(error);
const deps = await createAppDeps(config, { onError: (error) => reportError(error) });
const app = await buildApp(deps);
reportError = (error) => app.log.error({ err: error }, 'database connection error');

await app.listen({ port: config.port, host: config.host });
console.log(`Storefront API listening on ${config.publicUrl}`);
console.log(
  `  API documentation: ${config.publicUrl}/docs (OpenAPI: ${config.publicUrl}/swagger.json)`,
);
console.log(`  Health:            ${config.publicUrl}/health`);
if (deps.devOtpOutbox) {
  console.log(`  Sign-in codes:     ${config.publicUrl}/dev/otp-outbox?mobileNumber=05XXXXXXXX`);
}

handleStopSignals({
  signals: process,
  start: () =>
    shutDownGracefully(app, {
      graceMs: config.shutdownGraceMs,
      setTimer: systemSetTimer,
      repeatEvery: systemRepeatEvery,
    }),
  exit: (code) => process.exit(code),
  setTimer: systemSetTimer,
  now: () => performance.now(),
  log: app.log,
});
