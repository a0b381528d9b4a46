import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { addCoffeeInTurn, newEmptyCarts } from '../shared/demo-cart.ts';
import { startServer } from './start-server.ts';

// CPU time per request of adding an item (and of reading a cart), on PostgreSQL: the API
// process's and the database cluster's, read from /proc before and after autocannon sends a fixed
// number of requests. Unlike requests per second, this hardly moves when other work shares the
// machine, so a change aimed at speed can be judged while helpers or CI run beside it.
//   bash .ci/with-postgres.sh npx tsx bench/api-load/cpu-per-request.ts
// CPU_PROBE_ADDS (default 3000) and CPU_PROBE_ROUNDS (default 3) set the size; medians are printed.

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL (run under .ci/with-postgres.sh).');
const adds = Number(process.env.CPU_PROBE_ADDS ?? 3000);
const rounds = Number(process.env.CPU_PROBE_ROUNDS ?? 3);
const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux.

/** utime + stime of a process, in clock ticks (0 once it has gone). */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** The cluster's processes: the postmaster and its children (backends and workers). */
function clusterTicks(postmaster: number): number {
  let total = cpuTicks(postmaster);
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      if (parentOf(pid) === postmaster) total += cpuTicks(pid);
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0];
const postmaster = parentOf(backend?.pid ?? 0);
await client.end();

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const api = await startServer('api');
try {
  const results: { api: number; db: number; rate: number }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const pool = await newEmptyCarts(api.url, 500);
    const apiBefore = cpuTicks(api.pid);
    const dbBefore = clusterTicks(postmaster);
    const result = await autocannon({
      url: api.url,
      connections: 50,
      amount: adds,
      requests: [addCoffeeInTurn(pool)],
    });
    const failed = result.non2xx + result.errors + result.timeouts;
    if (failed > 0) throw new Error(`${failed} adds failed`);
    results.push({
      api: (cpuTicks(api.pid) - apiBefore) / ticksPerMs / adds,
      db: (clusterTicks(postmaster) - dbBefore) / ticksPerMs / adds,
      rate: result.requests.average,
    });
  }
  const row = (name: string, values: number[], unit: string) =>
    `${name}: median ${median(values).toFixed(2)} ${unit} (${values.map((v) => v.toFixed(2)).join(', ')})`;
  console.log(`add an item, ${adds} requests × ${rounds} rounds, 50 connections, PostgreSQL`);
  console.log(
    row(
      'API CPU per add',
      results.map((r) => r.api),
      'ms',
    ),
  );
  console.log(
    row(
      'PostgreSQL CPU per add',
      results.map((r) => r.db),
      'ms',
    ),
  );
  console.log(
    row(
      'API + PostgreSQL CPU per add',
      results.map((r) => r.api + r.db),
      'ms',
    ),
  );
  console.log(
    row(
      'req/s (depends on other load)',
      results.map((r) => r.rate),
      '',
    ),
  );
} finally {
  await api.stop();
}
