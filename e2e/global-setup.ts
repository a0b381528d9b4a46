import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCheckoutBuild } from './server/ensure-checkout-build.ts';
import { startCheckoutServer } from './server/start-checkout-server.ts';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');

/**
 * Builds the checkout if its build is stale, starts `npm start`'s server on a free port with a
 * fresh database, and hands its origin to the workers through `E2E_BASE_URL` (workers inherit the
 * environment). The returned function stops it after the run. With `E2E_BASE_URL` already set,
 * the suite runs against that server instead and starts nothing.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env['E2E_BASE_URL']) return () => Promise.resolve();
  const artifacts = path.join(e2eDir, 'artifacts');
  mkdirSync(artifacts, { recursive: true });
  ensureCheckoutBuild(repoRoot);
  const server = await startCheckoutServer({
    repoRoot,
    logFile: path.join(artifacts, 'server.log'),
  });
  process.env['E2E_BASE_URL'] = server.baseUrl;
  process.env['E2E_SANDBOX_URL'] = server.sandboxUrl;
  process.env['E2E_HOST_SHOP_URL'] = server.hostShopUrl;
  return () => server.stop();
}
