import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import {
  buildApp,
  createAppDeps,
  generateDemoStampKeys,
  loadConfig,
  systemClock,
} from '@storefront/api';
import { seedDatabase } from '@storefront/api/seed';

// One server of the load report, in its own process so the load generator does not share its
// event loop: `api` is the reference API as `npm start` runs it (PGlite in a fresh DATA_DIR, or
// DATABASE_URL), `bare` a Fastify app with one hello route. Prints `READY <url>` once listening,
// closes on SIGTERM.
const mode = process.argv[2];

async function start(): Promise<{ url: string; close: () => Promise<void> }> {
  if (mode === 'bare') {
    const bare = Fastify({ logger: false });
    bare.get('/hello', () => ({ hello: 'world' }));
    const url = await bare.listen({ port: 0, host: '127.0.0.1' });
    return { url, close: () => bare.close() };
  }
  if (mode !== 'api') throw new Error('usage: serve.ts api|bare');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-load-'));
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
  });
  // Seeded as `npm start` seeds: the load runs against the demo tenant's carts.
  const deps = await createAppDeps(config, {
    onError: (error) => console.error(error),
    seed: (database) =>
      seedDatabase(database, {
        now: systemClock.now(),
        skipWhenPresent: true,
        makeStampKeys: generateDemoStampKeys,
      }),
  });
  const app = await buildApp(deps);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const server = await start();
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
console.log(`READY ${server.url}`);
