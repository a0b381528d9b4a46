import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../testing/free-port.ts';
import { ensureCheckoutBuild } from './server/ensure-checkout-build.ts';
import { startCheckoutServer } from './server/start-checkout-server.ts';
import { startCheckoutStaticHost } from './server/start-checkout-static-host.ts';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
const host = '127.0.0.1';

/**
 * Builds the checkout if its build is stale, starts `npm start`'s server on a free port with a
 * fresh database, and hands its origin to the workers through `E2E_BASE_URL` (workers inherit the
 * environment). Beside it, the same build is served from an origin of its own, as a platform
 * team's static host would, naming the server as its API (`E2E_CHECKOUT_HOST_URL`; the server lists
 * that origin in `CORS_ORIGINS`). The returned function stops both after the run. With
 * `E2E_BASE_URL` already set, the suite runs against that server instead and starts nothing.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env['E2E_BASE_URL']) return () => Promise.resolve();
  const artifacts = path.join(e2eDir, 'artifacts');
  mkdirSync(artifacts, { recursive: true });
  ensureCheckoutBuild(repoRoot);
  const checkoutHostPort = await freePort(host);
  const checkoutHostOrigin = `http://${host}:${checkoutHostPort}`;
  const server = await startCheckoutServer({
    repoRoot,
    logFile: path.join(artifacts, 'server.log'),
    corsOrigins: [checkoutHostOrigin],
  });
  const checkoutHost = await startCheckoutStaticHost({
    distDir: path.join(repoRoot, 'apps/checkout/dist'),
    apiUrl: server.baseUrl,
    host,
    port: checkoutHostPort,
  }).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  process.env['E2E_BASE_URL'] = server.baseUrl;
  process.env['E2E_SANDBOX_URL'] = server.sandboxUrl;
  process.env['E2E_HOST_SHOP_URL'] = server.hostShopUrl;
  process.env['E2E_CHECKOUT_HOST_URL'] = checkoutHost.url;
  return async () => {
    await checkoutHost.stop();
    await server.stop();
  };
}
