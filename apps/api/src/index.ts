// `@storefront/api`: the reference platform API for its neighbours (the demo, the benches, the
// browser suite). Build it with `createAppDeps(config)` then `buildApp(deps)`; `server.ts` runs it.
// The tests' builders are `@storefront/api/testing`, the demo data `@storefront/api/seed`.
export { buildApp } from './app.ts';
export type { AppDeps } from './app/app-deps.ts';
export { systemClock, type Clock } from './platform/clock.ts';
export { createAppDeps, type DatabaseStartStep } from './app/create-app-deps.ts';
export { cryptoRandom, type RandomSource } from './platform/random-source.ts';
export type { Database } from './db/database.ts';
export { authLimits } from './modules/auth/auth-limits.ts';
export {
  checkoutSiteRoutes,
  type CheckoutSite,
} from './modules/checkout-site/checkout-site-routes.ts';
export type { PaymentProviderSettings } from './payment-providers/provider-registry.ts';
export { loadConfig, type AppConfig } from './platform/env.ts';
// The demo seeds its `demo` tenant's ZATCA stamp key with it (`seedDatabase`'s `makeStampKeys`).
export { generateDemoStampKeys } from './modules/invoices/zatca/index.ts';
