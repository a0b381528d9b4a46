// The reference platform API: build it with `buildApp(deps)`; `server.ts` runs it.
export { buildApp } from './app.ts';
export type { AppDeps } from './app/app-deps.ts';
export { createAppDeps } from './app/create-app-deps.ts';
export { loadConfig, type AppConfig } from './platform/env.ts';
