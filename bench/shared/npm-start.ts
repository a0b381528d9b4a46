import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../testing/free-port.ts';

/** The repository's root, where a user types `npm start`. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const host = '127.0.0.1';
const healthTimeoutMs = 180_000;
const stopTimeoutMs = 15_000;

/** The root `npm start` running in its own process group. */
export interface StartedDemo {
  baseUrl: string;
  /** Milliseconds from spawning `npm start` to the first 200 of `/health`. */
  healthyAfterMs: number;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM to the whole process group (npm, tsx, node), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

/**
 * Spawns the root `npm start` exactly as a user does (only PORT and DATA_DIR set, plus free
 * ports for the payment sandbox and the example host shop, whose defaults may be taken), and times it to the first
 * 200 from `/health`. Depends on nothing else of how `npm start` starts.
 *
 * @example
 * const demo = await startDemo('/tmp/data');
 * console.log(demo.healthyAfterMs);
 * await demo.stop();
 */
export async function startDemo(dataDir: string): Promise<StartedDemo> {
  const port = await freePort(host);
  const sandboxPort = await freePort(host);
  const startedAt = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      DATA_DIR: path.resolve(dataDir),
      PAYMENT_SANDBOX_PORT: String(sandboxPort),
      // Not the default 5174, which a running `npm start` may hold.
      HOST_SHOP_PORT: '0',
      LOG_LEVEL: 'warn',
    },
    // Its own process group, so stopping it reaches npm's children too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // The group is gone already.
    }
  };
  const stop = async () => {
    signal('SIGTERM');
    const stopped = await Promise.race([exit.then(() => true), delay(stopTimeoutMs, false)]);
    if (!stopped) signal('SIGKILL');
    // npm may exit before its children: make sure none is left holding the port or the data.
    signal('SIGKILL');
  };

  const baseUrl = `http://${host}:${port}`;
  const deadline = Date.now() + healthTimeoutMs;
  while (!exited && Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.status === 200) {
        return {
          baseUrl,
          healthyAfterMs: performance.now() - startedAt,
          output: () => output,
          stop,
        };
      }
    } catch {
      // Not listening yet.
    }
    await delay(25);
  }
  await stop();
  throw new Error(`npm start was not healthy (exited: ${String(exited)}):\n${output.slice(-2000)}`);
}

/**
 * Waits until `npm start` prints its checkout URLs (the demo cart exists then).
 *
 * @example
 * const urls = await demoCheckoutUrls(demo);
 */
export async function demoCheckoutUrls(
  demo: StartedDemo,
  timeoutMs = 60_000,
): Promise<{ ar: string; en: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ar = /Checkout \(Arabic\):\s+(\S+)/.exec(demo.output())?.[1];
    const en = /Checkout \(English\):\s+(\S+)/.exec(demo.output())?.[1];
    if (ar && en) return { ar, en };
    await delay(100);
  }
  throw new Error(`npm start printed no checkout URLs:\n${demo.output().slice(-2000)}`);
}
