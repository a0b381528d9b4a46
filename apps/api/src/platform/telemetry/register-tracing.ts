import { startTracing } from './tracing-sdk.ts';

// Imported first by server.ts, before the app's own imports run, so the SDK's hooks are in place
// when node:http, undici and pg are first used. Starts only when the OTEL_* variables ask for it.
startTracing(process.env);
