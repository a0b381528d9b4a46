import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Cart } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type PinoPretty from 'pino-pretty';
import {
  buildApp,
  checkoutSiteRoutes,
  createAppDeps,
  cryptoRandom,
  generateDemoStampKeys,
  loadConfig,
  systemClock,
  type AppConfig,
} from '@storefront/api';
import { demoCustomerMobileNumber, seedDatabase } from '@storefront/api/seed';
import { buildPaymentSandbox, withSandboxFallback } from '@storefront/payment-sandbox';
import type { CheckoutLocation } from './checkout-build-state.ts';
import { loadDemoConfig, type DemoConfig } from './demo-config.ts';
import { createDemoCart, demoTenant } from './create-demo-cart.ts';
import { ensureCheckoutBuilt, type RunCommand } from './ensure-checkout-built.ts';
import { startHostShop, type HostShop } from './host-shop.ts';
import { ChildProcesses, commandRunner } from './spawn-command.ts';
import { startTiming } from './start-timing.ts';
import { demoShopLines, demoWidgetLines } from './widget-urls.ts';

/** The repository's root folder (this file is `apps/demo/src/launch-demo.ts`). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where `npm start` finds the checkout app and the workspace sources it bundles. */
export const defaultCheckoutLocation: CheckoutLocation = {
  appDir: path.join(repoRoot, 'apps', 'checkout'),
  sharedSourceDirs: [
    path.join(repoRoot, 'packages', 'contracts', 'src'),
    path.join(repoRoot, 'packages', 'sdk', 'src'),
  ],
};

/** What `launchDemo` takes; everything but `env` has the real default. */
export interface LaunchDemoOptions {
  /** The environment (docs/product/runtime.md: PORT, HOST, DATA_DIR, DATABASE_URL, …). */
  env: Record<string, string | undefined>;
  checkout?: CheckoutLocation;
  /** Runs the checkout's build; by default in `children`, its output to DATA_DIR/logs. */
  run?: RunCommand;
  /** Where the commands the start runs are tracked, so a stop signal reaches them. */
  children?: ChildProcesses;
  /** The build's output on the terminal instead of its log file (also `STOREFRONT_VERBOSE=1`). */
  verbose?: boolean;
  /** Where the demo's own lines go (the URLs to open). */
  log?: (line: string) => void;
  /** Milliseconds on a monotonic clock since the process started (`performance.now()`). */
  now?: () => number;
}

/** A running demo. */
export interface RunningDemo {
  app: FastifyInstance;
  /** Where it answers, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** The fresh demo cart, with items. */
  cart: Cart;
  /** The checkout opened on that cart, in Arabic and in English. */
  checkoutUrls: { ar: string; en: string };
  /** Where the payment sandbox answers; null when every provider has its own URL, or in production. */
  paymentSandboxUrl: string | null;
  /** The example host shop embedding the storefront from its own origin; null in production. */
  hostShopUrl: string | null;
  /** Stops it: open streams end, in-flight requests finish, the database closes. */
  close(): Promise<void>;
}

/**
 * `npm start` (docs/product/runtime.md): builds the checkout app when it is
 * missing or stale, opens the database (embedded under `DATA_DIR`, created, migrated and seeded on
 * first start and kept after; or `DATABASE_URL`), serves the API and, at `/`, the checkout, makes
 * a fresh `demo` cart with items through the API's own routes, and prints the checkout's URL and
 * how long each phase of the start took.
 *
 * @example
 * const demo = await launchDemo({ env: process.env });
 * // … on Ctrl-C
 * await demo.close();
 */
export async function launchDemo(options: LaunchDemoOptions): Promise<RunningDemo> {
  const log = options.log ?? ((line: string) => console.log(line));
  const timing = startTiming(options.now ?? (() => performance.now()));
  const demoConfig = loadDemoConfig(options.env);
  const hostShopWhere = await hostShopUrl(loadConfig(options.env), demoConfig);
  // The example host shop's origin may frame the pages and call the API: by configuration, as a
  // tenant's site would be (docs/product/embedding.md).
  const config = loadConfig(
    hostShopWhere
      ? { ...options.env, CORS_ORIGINS: [options.env['CORS_ORIGINS'], hostShopWhere.url].join(',') }
      : options.env,
  );
  // Loaded while the database starts; the demo console gets one readable line per event.
  const prettyLoading = import('pino-pretty');
  const sandboxUrl = await paymentSandboxUrl(config, demoConfig);
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const verbose = options.verbose === true || demoConfig.verbose;
  const buildLog = verbose ? null : path.join(config.dataDir, 'logs', 'checkout-build.log');
  const now = options.now ?? (() => performance.now());
  const hadData = existsSync(path.join(pgliteDir, 'PG_VERSION'));
  let reportError: (error: unknown) => void = (error) => console.error(error);

  // Independent, so at the same time: the checkout build check (or build), the payment sandbox,
  // and the database (open, migrate, seed), which takes the longest.
  const [built, sandboxStarted, depsCreated] = await Promise.allSettled([
    timing.phase(
      'checkout build check',
      () =>
        ensureCheckoutBuilt(options.checkout ?? defaultCheckoutLocation, {
          repoRoot,
          run: options.run ?? commandRunner(options.children ?? new ChildProcesses(), buildLog),
          log,
          now,
          buildLog,
        }),
      (site) => (site.kind === 'built' && site.state !== 'fresh' ? 'built' : undefined),
    ),
    timing.phase('payment sandbox', () => startPaymentSandbox(config, demoConfig, sandboxUrl)),
    createAppDeps(config, {
      onError: (error) => reportError(error),
      ...(sandboxUrl
        ? { paymentProviderSettings: withSandboxFallback(config.payments, sandboxUrl.url) }
        : {}),
      // The demo data (docs/product/demo-data.md), unless SEED_DEMO_DATA=false: only the rows
      // missing, so edits made in the demo are kept.
      ...(demoConfig.seedDemoData
        ? {
            seed: (database) =>
              seedDatabase(database, {
                now: systemClock.now(),
                skipWhenPresent: true,
                // The demo tenant's ZATCA stamp key (docs/product/invoices.md, "Demo data").
                makeStampKeys: generateDemoStampKeys,
              }),
          }
        : {}),
      onStartStep: ({ name, ms, outcome }) =>
        timing.record({
          name,
          ms,
          ...(outcome === 'current' || outcome === 'present' ? { note: 'skipped' } : {}),
        }),
    }),
  ]);
  if (
    built.status === 'rejected' ||
    sandboxStarted.status === 'rejected' ||
    depsCreated.status === 'rejected'
  ) {
    if (sandboxStarted.status === 'fulfilled') await sandboxStarted.value?.app.close();
    if (depsCreated.status === 'fulfilled') await depsCreated.value.database.close();
    const failed = [built, sandboxStarted, depsCreated].find((step) => step.status === 'rejected');
    throw failed?.reason;
  }
  const site = built.value;
  const sandbox = sandboxStarted.value;
  const deps = depsCreated.value;
  const app = await timing.phase('app', async () =>
    buildApp({ ...deps, logStream: demoLogStream((await prettyLoading).default) }),
  );
  if (sandbox) app.addHook('onClose', () => sandbox.app.close());
  // Started once the API listens (its pages name the API's origin); hooks must come before.
  let hostShop: HostShop | null = null;
  app.addHook('onClose', async () => {
    await hostShop?.app.close();
  });
  reportError = (error) => app.log.error({ err: error }, 'database connection error');
  try {
    await app.register(checkoutSiteRoutes, { site });
    await timing.phase('listen', () => app.listen({ port: config.port, host: config.host }));
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : config.port;
    // PORT=0 picks a free port: the configured URL cannot know which.
    const baseUrl = config.publicUrl.replace(/:0$/, `:${port}`);
    const cart = await timing.phase('demo cart', () => createDemoCart(app));
    hostShop =
      hostShopWhere && site.kind !== 'absent'
        ? await timing.phase('host shop', () =>
            startHostShop({
              ...hostShopWhere,
              templateDir: path.join(repoRoot, 'examples', 'host-shop'),
              outDir: path.join(config.dataDir, 'host-shop'),
              storefrontOrigin: baseUrl,
              host: config.host,
            }),
          )
        : null;
    const checkoutUrl = (language: 'ar' | 'en') =>
      `${baseUrl}/?tenant=${demoTenant}&cartId=${cart.id}&lang=${language}`;
    const checkoutUrls = { ar: checkoutUrl('ar'), en: checkoutUrl('en') };

    const database = config.databaseUrl
      ? 'PostgreSQL (DATABASE_URL)'
      : `${pgliteDir} (${hadData ? 'existing data kept' : 'created, migrated and seeded'})`;
    log('');
    log('Storefront demo is ready.');
    log(`  Checkout (Arabic):  ${checkoutUrls.ar}`);
    log(`  Checkout (English): ${checkoutUrls.en}`);
    if (site.kind !== 'absent') for (const line of demoShopLines(baseUrl, demoTenant)) log(line);
    if (site.kind !== 'absent') for (const line of demoWidgetLines(baseUrl, demoTenant)) log(line);
    if (hostShop) {
      log(
        `  Example host shop (Arabic):   ${hostShop.url}/ (embeds the storefront from another origin)`,
      );
      log(`  Example host shop (English):  ${hostShop.url}/en.html`);
    }
    log(
      site.kind === 'absent'
        ? '  Checkout app:       not built yet (/ says so and links the API)'
        : `  Checkout app:       ${site.distDir} (${site.state === 'fresh' ? 'up to date' : 'built now'})`,
    );
    log(
      `  Demo cart:          ${cart.id} (tenant ${demoTenant}, ${cart.cartItems.length} lines, ${cart.totalAmount.toFixed(2)} SAR)`,
    );
    log(`  API documentation:  ${baseUrl}/docs`);
    if (sandbox)
      log(`  Payment sandbox:    ${sandbox.url} (test cards: apps/payment-sandbox/README.md)`);
    // The account's sign-in page (docs/product/account-pages.md), where the demo customer signs in.
    log(`  Account:            ${baseUrl}/login?tenant=${demoTenant}&lang=ar (lang=en: English)`);
    log(
      `  Demo customer:      ${demoCustomerMobileNumber} (tenant ${demoTenant}: orders, presets, locations, a package, a subscription)`,
    );
    if (deps.devOtpOutbox) {
      log(`  Sign-in codes:      ${baseUrl}/dev/otp-outbox?mobileNumber=05XXXXXXXX`);
    }
    log(`  Database:           ${database}`);
    log(timing.summary());
    log('Press Ctrl-C to stop; the data is kept for the next start.');

    return {
      app,
      baseUrl,
      cart,
      checkoutUrls,
      paymentSandboxUrl: sandbox?.url ?? null,
      hostShopUrl: hostShop?.url ?? null,
      close: () => app.close(),
    };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/**
 * The demo's log lines, for a person reading the console: `[22:41:07] INFO: Server listening at
 * http://127.0.0.1:8080` (pino-pretty, written synchronously so nothing is lost on exit).
 */
function demoLogStream(pretty: typeof PinoPretty): { write(line: string): void } {
  return pretty({
    sync: true,
    colorize: process.stdout.isTTY,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
}

/**
 * Outside production, the payment sandbox listens on its own port (its own origin, as a real
 * provider's) when any provider has no API URL configured. Null when none is needed. Its pages link
 * to themselves, so the port is fixed before it is built (PORT=0: a free one).
 */
async function paymentSandboxUrl(config: AppConfig, demoConfig: DemoConfig) {
  const { moyasar, myfatoorah, tabby, tamara } = config.payments;
  const needed = [moyasar.apiUrl, myfatoorah.apiUrl, tabby.apiUrl, tamara.apiUrl].includes(null);
  if (config.nodeEnv === 'production' || !needed) return null;
  const port = demoConfig.sandboxPort || (await freePort(config.host));
  const hostname = new URL(config.publicUrl).hostname;
  return { port, url: `http://${hostname}:${port}` };
}

/**
 * Outside production, where the example host shop will listen: `HOST_SHOP_PORT` (default 5174;
 * 0: a free one) on the API's host name, so its origin is known before the API is configured.
 */
async function hostShopUrl(config: AppConfig, demoConfig: DemoConfig) {
  if (config.nodeEnv === 'production') return null;
  const port = demoConfig.hostShopPort || (await freePort(config.host));
  const hostname = new URL(config.publicUrl).hostname;
  return { port, url: `http://${hostname}:${port}` };
}

/** Builds and starts the payment sandbox at `where` (see `paymentSandboxUrl`). */
async function startPaymentSandbox(
  config: AppConfig,
  demoConfig: DemoConfig,
  where: { port: number; url: string } | null,
) {
  if (!where) return null;
  const app = await buildPaymentSandbox({
    publicUrl: where.url,
    fetch: globalThis.fetch,
    clock: systemClock,
    random: cryptoRandom,
    logLevel: config.logLevel === 'silent' ? 'silent' : 'warn',
    faults: demoConfig.sandboxFaults,
  });
  try {
    await app.listen({ port: where.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  return { app, url: where.url };
}

/** A port nothing listens on now (asked of the system by listening on port 0 once). */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
