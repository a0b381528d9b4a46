import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cartSchema, type AddCartItem } from '@storefront/contracts';
import { catalogSeedIds } from '../../apps/api/src/db/seed/catalog-seed-ids.ts';
import { apiLoadMarkdown, apiLoadReport } from './api-load-report.ts';
import { measureRoute, type LoadSettings, type RouteMeasure } from './measure-route.ts';
import { startServer } from './start-server.ts';

// The API load report (not a test): a bare Fastify hello route, `GET /api/app/cart/{id}` and
// adding an item, each loaded for a bounded time over loopback, on PGlite — or on PostgreSQL when
// DATABASE_URL is set (`bash .ci/with-postgres.sh npm run api-load -w bench`). Writes
// bench/results/api-load-<driver>.json and .md; exits 1 if any request failed.
const settings: LoadSettings = {
  connections: 10,
  durationSeconds: Number(process.env.API_LOAD_SECONDS ?? 10),
  warmupSeconds: 2,
  pipelining: 1,
};
/** Carts the add-item load takes in turn, so no cart grows past a realistic size. */
const addPoolSize = 1000;
const driver = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

const tenantHeaders = { __tenant: 'demo', 'accept-language': 'en' };
const jsonHeaders = { ...tenantHeaders, 'content-type': 'application/json' };
const coffee: AddCartItem = {
  productId: catalogSeedIds.products.coffee,
  priceId: catalogSeedIds.prices.coffee250g,
  quantity: 1,
};
const pen: AddCartItem = {
  productId: catalogSeedIds.products.pen,
  priceId: catalogSeedIds.prices.pen,
  quantity: 1,
  customFields: { engraving: 'Bench' },
};

async function post(baseUrl: string, url: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function newCart(baseUrl: string, items: AddCartItem[]): Promise<string> {
  const { id } = cartSchema.parse(await post(baseUrl, '/api/app/cart/new-cart', { source: 0 }));
  if (items.length > 0) await post(baseUrl, `/api/app/cart/cart-items/${id}`, items);
  return id;
}

const bare = await startServer('bare');
const api = await startServer('api');
const measures: RouteMeasure[] = [];
try {
  const readCartId = await newCart(api.url, [coffee, pen]);
  const pool: string[] = [];
  while (pool.length < addPoolSize) {
    pool.push(...(await Promise.all(Array.from({ length: 20 }, () => newCart(api.url, [])))));
  }
  let next = 0;

  console.log(`API load on ${driver}: ${settings.durationSeconds} s per route…`);
  measures.push(
    await measureRoute(
      {
        name: 'bare Fastify hello',
        method: 'GET',
        path: '/hello',
        baseUrl: bare.url,
        request: { path: '/hello' },
      },
      settings,
    ),
  );
  measures.push(
    await measureRoute(
      {
        name: 'get a cart (2 lines)',
        method: 'GET',
        path: '/api/app/cart/{id}',
        baseUrl: api.url,
        request: { path: `/api/app/cart/${readCartId}`, headers: tenantHeaders },
      },
      settings,
    ),
  );
  measures.push(
    await measureRoute(
      {
        name: `add an item (${addPoolSize} carts in turn)`,
        method: 'POST',
        path: '/api/app/cart/cart-items/{id}',
        baseUrl: api.url,
        request: {
          path: `/api/app/cart/cart-items/${readCartId}`,
          headers: jsonHeaders,
          body: JSON.stringify([coffee]),
          setupRequest: (request) => ({
            ...request,
            path: `/api/app/cart/cart-items/${pool[next++ % pool.length] ?? readCartId}`,
          }),
        },
      },
      settings,
    ),
  );
} finally {
  await Promise.all([bare.stop(), api.stop()]);
}

const report = apiLoadReport(
  driver,
  measures,
  settings,
  {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    platform: `${os.platform()} ${os.release()}`,
  },
  new Date(),
);
mkdirSync(resultsDir, { recursive: true });
const base = path.join(resultsDir, `api-load-${driver}`);
writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
const markdown = apiLoadMarkdown(report);
writeFileSync(`${base}.md`, markdown);
console.log(markdown);
console.log(`Written: ${base}.json, ${base}.md`);

const failed = report.routes.reduce(
  (sum, route) => sum + route.non2xx + route.errors + route.timeouts,
  0,
);
if (failed > 0) {
  console.error(`${failed} requests failed: the figures above are not comparable.`);
  process.exit(1);
}
