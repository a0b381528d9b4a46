import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../../testing/free-port.ts';

/** A server started by {@link startCheckoutServer}. */
export interface RunningServer {
  /** Origin of the API and the checkout, e.g. `http://127.0.0.1:41234`. */
  baseUrl: string;
  /** Origin of the payment sandbox it runs beside it (the providers' pages). */
  sandboxUrl: string;
  /** Origin of the example host shop embedding the storefront (docs/product/embedding.md). */
  hostShopUrl: string;
  /** Stops the server (SIGTERM to its process group, SIGKILL after 15 s) and deletes its data. */
  stop(): Promise<void>;
}

const host = '127.0.0.1';
const startTimeoutMs = 180_000;
const stopTimeoutMs = 15_000;

function lastLines(file: string, count: number): string {
  return readFileSync(file, 'utf8').split('\n').slice(-count).join('\n');
}

/** Resolves once `url` answers 200, rejects when `exited()` turns true or the time is up. */
async function waitUntilHealthy(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The server exited before it was healthy');
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  throw new Error(`The server was not healthy within ${startTimeoutMs / 1000} s`);
}

/** Fails fast, with the reason, when `/` is not the checkout page (every test would fail later). */
async function assertServesCheckout(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/`);
  const body = await response.text();
  if (!response.ok || !/<div id="root">/.test(body)) {
    throw new Error(
      `npm start does not serve the built checkout at ${baseUrl}/ (${response.status}): ${body.slice(0, 200)}`,
    );
  }
}

/**
 * Starts the server exactly as `npm start` does, on a free port of 127.0.0.1 with a fresh
 * temporary `DATA_DIR` (so the database is migrated and seeded anew), and waits for `/health`.
 * Its output goes to `logFile`. The sign-in rate limit is raised because every test signs in from
 * the same address; everything else is the default configuration.
 *
 * @example
 * const server = await startCheckoutServer({ repoRoot, logFile: 'e2e/artifacts/server.log' });
 * await server.stop();
 */
export async function startCheckoutServer(options: {
  repoRoot: string;
  logFile: string;
  /** Origins to add to the API's `CORS_ORIGINS` (the host shop's is added by `npm start`). */
  corsOrigins?: readonly string[];
}): Promise<RunningServer> {
  const port = await freePort(host);
  // The payment sandbox runs beside it on its own origin (by default PORT + 1, which may be taken).
  const sandboxPort = await freePort(host);
  // The example host shop, a tenant's site on its own origin (by default 5174, which may be taken).
  const hostShopPort = await freePort(host);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
  const log = openSync(options.logFile, 'w');
  const child = spawn('npm', ['start'], {
    cwd: options.repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SIGN_IN_RATE_LIMIT: '10000',
      PAYMENT_SANDBOX_PORT: String(sandboxPort),
      HOST_SHOP_PORT: String(hostShopPort),
      CORS_ORIGINS: [process.env['CORS_ORIGINS'], ...(options.corsOrigins ?? [])]
        .filter(Boolean)
        .join(','),
    },
    // Its own process group, so stopping it reaches npm's children (the node server) too.
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const signal = (name: NodeJS.Signals) => {
    if (child.pid !== undefined && !exited) process.kill(-child.pid, name);
  };
  const stop = async () => {
    signal('SIGTERM');
    const stopped = await Promise.race([exit.then(() => true), delay(stopTimeoutMs, false)]);
    if (!stopped) signal('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://${host}:${port}`;
  try {
    await waitUntilHealthy(`${baseUrl}/health`, () => exited);
    await assertServesCheckout(baseUrl);
  } catch (error) {
    await stop();
    throw new Error(
      `${(error as Error).message}. Last lines of ${options.logFile}:\n${lastLines(options.logFile, 30)}`,
    );
  }
  return {
    baseUrl,
    sandboxUrl: `http://${host}:${sandboxPort}`,
    hostShopUrl: `http://${host}:${hostShopPort}`,
    stop,
  };
}
