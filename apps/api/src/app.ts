import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app/app-deps.ts';
import { authPlugin } from './modules/auth/auth-plugin.ts';
import { cartReadCacheFor } from './modules/carts/reads/cart-read-cache.ts';
import { paymentContextOf } from './modules/payments/payment-context.ts';
import { startSweeping } from './modules/payments/provider-return/sweep-lapsed-attempts.ts';
import { startReporting } from './modules/invoices/reporting/report-due-documents.ts';
import { invoiceRoutes } from './modules/invoices/routes.ts';
import { createTenantDirectory } from './modules/tenants/tenant-directory.ts';
import { tenantPlugin } from './modules/tenants/tenant-plugin.ts';
import { tenantSiteOriginsOf } from './modules/tenants/tenant-site-origins.ts';
import { devOtpOutboxRoutes } from './modules/auth/dev-otp-outbox-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { bankAccountRoutes } from './modules/bank-accounts/routes.ts';
import { availabilityRoutes } from './modules/availability/routes.ts';
import { bankTransferRoutes } from './modules/bank-transfer/routes.ts';
import { branchRoutes } from './modules/branches/routes.ts';
import { cartsRoutes } from './modules/carts/routes.ts';
import { productImageRoutes } from './modules/catalog/product-image-routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { cartEventRoutes } from './modules/events/routes.ts';
import { customerLocationRoutes } from './modules/customer-locations/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { embedRoutes } from './modules/embed/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { packageRoutes } from './modules/packages/routes.ts';
import { paymentPublicRoutes } from './modules/payments/provider-return/provider-return-routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { presetRoutes } from './modules/presets/routes.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { providerRoutes } from './modules/providers/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { tenantLogoRoutes } from './modules/tenants/routes.ts';
import { termsRoutes } from './modules/terms/routes.ts';
import { walletPassRoutes } from './modules/wallet-passes/routes.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { depsPlugin } from './app/deps-plugin.ts';
import { envPlugin } from './platform/env.ts';
import { errorsPlugin, sendError } from './plugins/errors.ts';
import { languagePlugin } from './plugins/language.ts';
import { metricsPlugin } from './plugins/metrics/metrics-plugin.ts';
import { routeSpansPlugin } from './plugins/route-spans.ts';
import { observePaymentProviders } from './payment-providers/observed-payment-providers.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { answerParserError } from './errors/client-error.ts';
import { requestIdFrom, requestIdPlugin } from './plugins/request-id.ts';
import { requestLogPlugin } from './plugins/request-log.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { storableTextPlugin } from './plugins/storable-text.ts';
import { swaggerPlugin } from './plugins/swagger.ts';

/** Largest JSON or form body accepted unless a route sets its own `bodyLimit` (uploads do). */
const defaultBodyLimit = 256 * 1024;

/**
 * Builds the API: configuration and dependencies, then its long-lived services (the tenant
 * directory, the cart read cache, the sweeper of lapsed payment holds), then the Fastify add-ons
 * (errors, security headers, rate limits, OpenAPI), then the routes — public ones, then those of
 * the tenant scope, where every request names its tenant (`__tenant`) and may carry a Bearer
 * token. Not yet listening; `inject` works at once.
 *
 * @example
 * const app = await buildApp(deps);
 * const response = await app.inject({ method: 'GET', url: '/health' });
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            redact: ['req.headers.authorization'],
          },
    // Not a JSON line per request and response: requestLogPlugin logs one line, at debug (or at
    // info for a 5xx or a slow answer).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: defaultBodyLimit,
    // Failures before routing (a malformed URL) get the same error body as the rest.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
    // And so do requests Node's HTTP parser refuses before Fastify sees them.
    clientErrorHandler: answerParserError,
    return503OnClosing: true,
    // Only the listed proxies' X-Forwarded-For names the client (proxy-addr); none: the peer is.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // The caller's X-Request-Id when acceptable, else a new uuid: in every log line and answer.
    genReqId: (request) => requestIdFrom(request.headers, () => deps.random.uuid()),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(envPlugin, { config });
  // Payment-provider calls are timed and traced at their ports (docs/decisions/0038).
  const paymentProviders = observePaymentProviders(deps.paymentProviders, deps.metrics);
  await app.register(depsPlugin, { deps: { ...deps, paymentProviders } });
  // Before every other add-on and route, so each request's span holds all of their work.
  if (config.tracing) await app.register(routeSpansPlugin);

  // Long-lived services: one of each per app, shared by every module, closed with the app (before
  // the database, which closes last).
  const readingThrough = (cache: string) => (error: unknown) =>
    app.log.error({ err: error }, `${cache}: not listening for changes; reading through`);
  const tenantDirectory = await createTenantDirectory({
    db: deps.database.db,
    notifications: deps.database.notifications,
    clock: deps.clock,
    onError: readingThrough('tenant cache'),
  });
  const cartReads = cartReadCacheFor(deps.database, deps.clock, readingThrough('cart read cache'));
  app.decorate('tenantDirectory', tenantDirectory);
  app.decorate('cartReads', cartReads);
  app.addHook('onClose', async () => {
    await Promise.all([tenantDirectory.close(), cartReads?.close()]);
  });
  // The sweeper of lapsed payment holds and the reporting worker, every 30 s while the app runs
  // (not under NODE_ENV=test, where tests run them with their own clock).
  if (config.nodeEnv !== 'test') {
    let stopSweeping = () => {};
    let stopReporting = () => {};
    app.addHook('onReady', (done) => {
      stopSweeping = startSweeping(paymentContextOf(app), app.log);
      // Tax documents of the integration phase, reported to ZATCA within 24 hours (invoices).
      stopReporting = startReporting({
        db: deps.database.db,
        clock: deps.clock,
        reporting: deps.zatcaReporting,
        log: app.log,
      });
      done();
    });
    app.addHook('onClose', (_instance, done) => {
      stopSweeping();
      stopReporting();
      done();
    });
  }

  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(storableTextPlugin);
  await app.register(requestIdPlugin);
  await app.register(requestLogPlugin);
  await app.register(compressionPlugin);
  // The sites that may call the API and frame its pages: the request's tenant's, else CORS_ORIGINS.
  const sites = { directory: tenantDirectory, fallback: config.corsOrigins };
  await app.register(securityHeadersPlugin, {
    allowedSites: (request) => tenantSiteOriginsOf(sites, request),
  });
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  // After the OpenAPI plugin, which documents only the routes registered after it.
  await app.register(metricsPlugin, { metrics: deps.metrics, token: config.metrics.token });
  await app.register(formbody, { bodyLimit: defaultBodyLimit });

  // Public routes: no tenant header (health, documentation, the logo an <img> loads).
  await app.register(healthRoutes);
  await app.register(embedRoutes); // a framed page asks before it knows a tenant's site
  await app.register(tenantLogoRoutes);
  await app.register(productImageRoutes); // an <img> sends no tenant header
  await app.register(cartEventRoutes); // event streams take their tenant from the query
  // Providers send the shopper (and tamara its notifications) back without a tenant header; the
  // payment attempt in the path names the tenant.
  await app.register(paymentPublicRoutes);
  if (config.nodeEnv !== 'production' && deps.devOtpOutbox) {
    await app.register(devOtpOutboxRoutes, { outbox: deps.devOtpOutbox });
  }

  // The tenant scope: every route below resolves `__tenant` first. New modules register here.
  await app.register(async (scope) => {
    await scope.register(tenantPlugin);
    await scope.register(authPlugin);
    await scope.register(authRoutes);
    await scope.register(settingsRoutes);
    await scope.register(termsRoutes);
    await scope.register(bankAccountRoutes);
    // Each module registers only its own routes; modules build on each other one way
    // (docs/decisions/0017-api-module-direction.md): carts ← bank transfer ← orders ← payments,
    // catalog ← availability ← pricing.
    await scope.register(cartsRoutes);
    await scope.register(orderRoutes);
    await scope.register(bankTransferRoutes);
    await scope.register(catalogRoutes);
    await scope.register(pricingRoutes);
    await scope.register(availabilityRoutes);
    await scope.register(providerRoutes);
    await scope.register(branchRoutes);
    await scope.register(paymentRoutes);
    await scope.register(walletPassRoutes);
    await scope.register(customerRoutes);
    await scope.register(presetRoutes);
    await scope.register(customerLocationRoutes);
    await scope.register(packageRoutes);
    await scope.register(invoiceRoutes);
  });

  return app;
}
