import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Cart } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { createAppDeps } from '../../deps/create-app-deps.ts';
import { loadConfig } from '../../plugins/env.ts';
import type { CheckoutLocation } from './checkout-build-state.ts';
import { checkoutSiteRoutes } from './checkout-site-routes.ts';
import { createDemoCart, demoTenant } from './create-demo-cart.ts';
import { ensureCheckoutBuilt, type RunCommand } from './ensure-checkout-built.ts';
import { spawnCommand } from './spawn-command.ts';

/** The repository's root folder (this file is `apps/api/src/modules/demo/launch-demo.ts`). */
export const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

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
  /** The environment (decisions.md "Runtime": PORT, HOST, DATA_DIR, DATABASE_URL, …). */
  env: Record<string, string | undefined>;
  checkout?: CheckoutLocation;
  run?: RunCommand;
  /** Where the demo's own lines go (the URLs to open). */
  log?: (line: string) => void;
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
  /** Stops it: open streams end, in-flight requests finish, the database closes. */
  close(): Promise<void>;
}

/**
 * `npm start` (decisions.md "Runtime and the two commands"): builds the checkout app when it is
 * missing or stale, opens the database (embedded under `DATA_DIR`, created, migrated and seeded on
 * first start and kept after; or `DATABASE_URL`), serves the API and, at `/`, the checkout, makes
 * a fresh `demo` cart with items through the API's own routes, and prints the checkout's URL.
 *
 * @example
 * const demo = await launchDemo({ env: process.env });
 * // … on Ctrl-C
 * await demo.close();
 */
export async function launchDemo(options: LaunchDemoOptions): Promise<RunningDemo> {
  const log = options.log ?? ((line: string) => console.log(line));
  const config = loadConfig(options.env);
  const site = await ensureCheckoutBuilt(options.checkout ?? defaultCheckoutLocation, {
    repoRoot,
    run: options.run ?? spawnCommand,
    log,
  });

  const pgliteDir = path.join(config.dataDir, 'pglite');
  const hadData = existsSync(path.join(pgliteDir, 'PG_VERSION'));
  let reportError: (error: unknown) => void = (error) => console.error(error);
  const deps = await createAppDeps(config, { onError: (error) => reportError(error) });
  const app = await buildApp(deps);
  reportError = (error) => app.log.error({ err: error }, 'database connection error');
  try {
    await app.register(checkoutSiteRoutes, { site });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : config.port;
    // PORT=0 picks a free port: the configured URL cannot know which.
    const baseUrl = config.publicUrl.replace(/:0$/, `:${port}`);
    const cart = await createDemoCart(app);
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
    log(
      site.kind === 'absent'
        ? '  Checkout app:       not built yet (/ says so and links the API)'
        : `  Checkout app:       ${site.distDir} (${site.state === 'fresh' ? 'up to date' : 'built now'})`,
    );
    log(
      `  Demo cart:          ${cart.id} (tenant ${demoTenant}, ${cart.cartItems.length} lines, ${cart.totalAmount.toFixed(2)} SAR)`,
    );
    log(`  API documentation:  ${baseUrl}/docs`);
    if (deps.devOtpOutbox) {
      log(`  Sign-in codes:      ${baseUrl}/dev/otp-outbox?mobileNumber=05XXXXXXXX`);
    }
    log(`  Database:           ${database}`);
    log('Press Ctrl-C to stop; the data is kept for the next start.');

    return { app, baseUrl, cart, checkoutUrls, close: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}
