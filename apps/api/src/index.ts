// The reference platform API: build it with `buildApp(deps)`; `server.ts` runs it.
export { buildApp } from './app.ts';
export type { AppDeps } from './deps/app-deps.ts';
export { createAppDeps } from './deps/create-app-deps.ts';
export { loadConfig, type AppConfig } from './plugins/env.ts';
