import './platform/telemetry/register-tracing.ts'; // first: OpenTelemetry's hooks before any module they instrument
import { buildApp } from './app.ts';
import { createAppDeps } from './app/create-app-deps.ts';
import { loadConfig } from './platform/env.ts';

// Loads the configuration, builds the app, listens, and closes cleanly on SIGINT/SIGTERM.
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

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
