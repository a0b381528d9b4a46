import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addCoffeeInTurn,
  coffee,
  jsonHeaders,
  newCart,
  newEmptyCarts,
  pen,
  tenantHeaders,
} from '../shared/demo-cart.ts';
import { noiseCaveat, thisMachine } from '../shared/machine.ts';
import { apiLoadMarkdown, apiLoadReport } from './api-load-report.ts';
import { failures } from './api-load-targets.ts';
import {
  measureRoute,
  type LoadSettings,
  type RouteMeasure,
  type RouteUnderLoad,
} from './measure-route.ts';
import { startServer } from './start-server.ts';

// The API load report (not a test): a bare Fastify hello route, `GET /api/app/cart/{id}`, adding
// an item and making a new cart, each loaded for a bounded time over loopback, on PGlite — or on
// PostgreSQL when DATABASE_URL is set (`bash .ci/with-postgres.sh npm run api-load -w bench`).
// Writes bench/results/api-load-<driver>.json and .md; exits 1 if any request failed.
const settings: LoadSettings = {
  connections: Number(process.env.API_LOAD_CONNECTIONS ?? 50),
  durationSeconds: Number(process.env.API_LOAD_SECONDS ?? 10),
  warmupSeconds: 2,
  pipelining: 1,
};
/** Carts the add-item load takes in turn, so no cart grows past a realistic size. */
const addPoolSize = 1000;
/** API_LOAD_ROUTES=get-cart,add-item: only those API routes (a profile of one route, say). */
const only = process.env.API_LOAD_ROUTES?.split(',');
const wanted = (key: string) => !only || only.includes(key);
const driver = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

async function load(route: RouteUnderLoad): Promise<void> {
  if (route.key === 'bare' || wanted(route.key)) measures.push(await measureRoute(route, settings));
}

const measures: RouteMeasure[] = [];
const bare = await startServer('bare');
const api = await startServer('api');
try {
  const readCartId = await newCart(api.url, [coffee, pen]);
  const pool = await newEmptyCarts(api.url, addPoolSize);

  console.log(
    `API load on ${driver}: ${settings.connections} connections, ${settings.durationSeconds} s per route…`,
  );
  await load({
    key: 'bare',
    name: 'bare Fastify hello',
    method: 'GET',
    path: '/hello',
    baseUrl: bare.url,
    request: { path: '/hello' },
  });
  await load({
    key: 'get-cart',
    name: 'get a cart (2 lines)',
    method: 'GET',
    path: '/api/app/cart/{id}',
    baseUrl: api.url,
    request: { path: `/api/app/cart/${readCartId}`, headers: tenantHeaders },
  });
  await load({
    key: 'add-item',
    name: `add an item (${addPoolSize} carts in turn)`,
    method: 'POST',
    path: '/api/app/cart/cart-items/{id}',
    baseUrl: api.url,
    request: addCoffeeInTurn(pool),
  });
  await load({
    key: 'new-cart',
    name: 'new cart',
    method: 'POST',
    path: '/api/app/cart/new-cart',
    baseUrl: api.url,
    request: {
      path: '/api/app/cart/new-cart',
      headers: jsonHeaders,
      body: JSON.stringify({ source: 0 }),
    },
  });
} finally {
  await Promise.all([bare.stop(), api.stop()]);
}

const report = apiLoadReport(driver, measures, settings, thisMachine(), new Date());
mkdirSync(resultsDir, { recursive: true });
const base = path.join(resultsDir, `api-load-${driver}`);
writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
const markdown = apiLoadMarkdown(report);
writeFileSync(`${base}.md`, markdown);
console.log(markdown);
console.log(noiseCaveat);
console.log(`Written: ${base}.json, ${base}.md`);

const failed = report.routes.reduce((sum, route) => sum + failures(route), 0);
if (failed > 0) {
  console.error(`${failed} requests failed: the figures above are not comparable.`);
  process.exit(1);
}
