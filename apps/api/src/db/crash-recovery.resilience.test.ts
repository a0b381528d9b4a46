import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../testing/free-port.ts';
import { orphanReceiptGraceMs } from '../modules/bank-transfer/sweep-orphan-receipts.ts';
import { pngBytes, seededItems } from '../modules/carts/testing/cart-routes.ts';
import { migrateDatabase } from './migrate-database.ts';
import { openDatabase } from './open-database.ts';
import { seedDatabase, seedIds } from './seed/index.ts';

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

/**
 * The demo data in a new `dataDir`, as `npm start` seeds it: the server itself never seeds
 * (production wiring does not import the seed).
 */
async function seedDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) return;
  const database = await openDatabase({ kind: 'directory', dataDir }, (error) => {
    throw error;
  });
  try {
    await migrateDatabase(database);
    await seedDatabase(database, { now: new Date(), skipWhenPresent: true });
  } finally {
    await database.close();
  }
}

/** `apps/api/src/server.ts` on embedded PGlite under `dataDir`, seeded, in its own process. */
async function startServer(dataDir: string): Promise<RunningServer> {
  await seedDataDir(dataDir);
  const port = await freePort(host);
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: host,
      DATA_DIR: dataDir,
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

/** The receipts folder's file names (none while it does not exist). */
async function uploadsOf(dataDir: string): Promise<string[]> {
  return readdir(path.join(dataDir, 'uploads')).catch(() => []);
}

/**
 * Starts a receipt upload that promises 5 MB and sends 1 MB of it, then waits (the caller kills
 * the server meanwhile). The request's error is swallowed: the server dies under it.
 */
function startSlowUpload(baseUrl: string, cartId: string): void {
  const boundary = '----storefront-crash-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="receipt.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const url = new URL(`/api/app/cart/set-bank-transfer-info/${cartId}`, baseUrl);
  url.searchParams.set('transferorName', 'Sara Ali');
  url.searchParams.set('bankAccountId', seedIds.bankAccounts.demoAlRajhi);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      __tenant: 'demo',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(5 * 1024 * 1024),
    },
  });
  request.on('error', () => {});
  request.write(Buffer.concat([head, pngBytes, Buffer.alloc(1024 * 1024)]));
}

/**
 * `kill -9` during a receipt upload (issue 21, finding 8): the partial file must not stay in
 * `DATA_DIR/uploads` for ever. The restarted server's start-up sweep removes it once it has gone
 * unwritten for the grace period; the test ages the file rather than wait ten minutes.
 */
describe('a kill -9 mid-upload (crash suite)', () => {
  let dataDir: string | undefined;
  let server: RunningServer | undefined;

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves no unfinished upload behind after the restart', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-crash-upload-'));
    server = await startServer(dataDir);
    const created = await fetch(`${server.baseUrl}/api/app/cart/new-cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', __tenant: 'demo' },
      body: JSON.stringify({ source: 0 }),
    });
    const { id: cartId } = (await created.json()) as { id: string };

    startSlowUpload(server.baseUrl, cartId);
    const deadline = Date.now() + 30_000;
    while ((await uploadsOf(dataDir)).length === 0 && Date.now() < deadline) await delay(20);
    server.child.kill('SIGKILL');
    const left = await uploadsOf(dataDir);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^[0-9a-f]{32}\.part$/);

    const aged = new Date(Date.now() - orphanReceiptGraceMs - 60_000);
    for (const fileName of left) await utimes(path.join(dataDir, 'uploads', fileName), aged, aged);
    server = await startServer(dataDir);
    const swept = Date.now() + 30_000;
    while ((await uploadsOf(dataDir)).length > 0 && Date.now() < swept) await delay(50);
    expect(await uploadsOf(dataDir)).toEqual([]);
  }, 180_000);
});
