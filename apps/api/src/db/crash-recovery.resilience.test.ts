import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../testing/free-port.ts';
import { seededItems } from '../modules/carts/testing/cart-routes.ts';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const host = '127.0.0.1';
/** Kills while shoppers write; each is followed by a restart on the same data. */
const kills = 3;
/** Shoppers writing at once, each to a cart of their own. */
const writers = 6;

interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
}

/** `apps/api/src/server.ts` on embedded PGlite under `dataDir`, seeded, in its own process. */
async function startServer(dataDir: string): Promise<RunningServer> {
  const port = await freePort(host);
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: host,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const baseUrl = `http://${host}:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${errors}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return { baseUrl, child };
    } catch {
      // Not listening yet.
    }
    await delay(100);
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start: ${errors}`);
}

interface AcknowledgedCart {
  id: string;
  /** Items in the last answer the shopper got. */
  quantity: number;
}

interface CartAnswer {
  cartItems: { quantity: number }[];
}

function totalQuantity(cart: CartAnswer): number {
  return cart.cartItems.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * One shopper: a new cart, then one more of the same item at a time until the server dies.
 * Records what the server acknowledged (a 200 with the cart), and nothing else.
 */
async function shop(
  baseUrl: string,
  acknowledged: AcknowledgedCart[],
  progress: { writes: number },
): Promise<void> {
  const headers = { 'content-type': 'application/json', __tenant: 'demo' };
  try {
    const created = await fetch(`${baseUrl}/api/app/cart/new-cart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ source: 0 }),
    });
    if (!created.ok) return;
    const cart = (await created.json()) as { id: string };
    const record: AcknowledgedCart = { id: cart.id, quantity: 0 };
    acknowledged.push(record);
    progress.writes += 1;
    for (;;) {
      const added = await fetch(`${baseUrl}/api/app/cart/cart-items/${cart.id}`, {
        method: 'POST',
        headers,
        body: JSON.stringify([seededItems.coffee250g()]),
      });
      if (!added.ok) return;
      const answer = (await added.json()) as CartAnswer;
      record.quantity = totalQuantity(answer);
      progress.writes += 1;
    }
  } catch {
    // The server was killed mid-request: that request was never acknowledged.
  }
}

/**
 * `kill -9` while shoppers write (docs/product/runtime.md): the embedded database reopens every
 * time, and every write the server acknowledged is there afterwards. A write cut off mid-flight
 * may or may not have landed, so a cart may hold one more than its last answer, never less.
 */
describe('a kill -9 mid-write (crash suite)', () => {
  let dataDir: string | undefined;
  let server: RunningServer | undefined;

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(`loses no acknowledged write over ${kills} kills, and reopens each time`, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-crash-'));
    const acknowledged: AcknowledgedCart[] = [];
    server = await startServer(dataDir);
    for (let kill = 0; kill < kills; kill += 1) {
      const running = server;
      const progress = { writes: 0 };
      const shoppers = Array.from({ length: writers }, () =>
        shop(running.baseUrl, acknowledged, progress),
      );
      // Once writes flow, kill at a different moment each time.
      const flowing = Date.now() + 60_000;
      while (progress.writes < writers * 3 && Date.now() < flowing) await delay(20);
      await delay(50 + kill * 120);
      running.child.kill('SIGKILL');
      await Promise.all(shoppers);
      server = await startServer(dataDir);
      for (const cart of acknowledged) {
        const answer = await fetch(`${server.baseUrl}/api/app/cart/${cart.id}`, {
          headers: { __tenant: 'demo' },
        });
        expect(answer.status, cart.id).toBe(200);
        const quantity = totalQuantity((await answer.json()) as CartAnswer);
        expect(quantity, cart.id).toBeGreaterThanOrEqual(cart.quantity);
        expect(quantity, cart.id).toBeLessThanOrEqual(cart.quantity + 1);
        cart.quantity = quantity;
      }
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(writers);
    expect(acknowledged.some((cart) => cart.quantity > 1)).toBe(true);
  }, 300_000);
});
