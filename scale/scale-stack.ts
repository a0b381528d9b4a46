import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildPaymentSandbox, nodeRandom, sandboxKeys } from '@storefront/payment-sandbox';
import { errorMessage } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { freePort } from '../testing/free-port.ts';
import { startThrowawayPostgres } from '../testing/throwaway-postgres.ts';

/** The repository's root: instances run its `scripts/start.mjs`, as `npm start` does. */
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const host = '127.0.0.1';
const startTimeoutMs = 180_000;

/** A process of the stack, with what it printed. */
interface Spawned {
  child: ChildProcess;
  output(): string;
}

function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv): Spawned {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Signals a spawned process's whole group (npm or node and their children). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function waitFor(url: string, spawned: Spawned, what: string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (spawned.child.exitCode !== null) {
      throw new Error(`${what} exited:\n${spawned.output()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not answering yet.
    }
    await delay(100);
  }
  throw new Error(`${what} did not answer ${url}:\n${spawned.output()}`);
}

/** The database of the stack: given (`DATABASE_URL`) or a throwaway cluster of Debian's server. */
export interface ScalePostgres {
  url: string;
  /**
   * Restarts the server (a throwaway cluster only); resolves once it accepts connections.
   * `whileDown` runs while it is stopped.
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `DATABASE_URL` when set (restart then is not ours to do), otherwise a throwaway cluster in
 * `workdir`, the one `.ci/with-postgres.sh` makes.
 */
export async function startPostgres(workdir: string): Promise<ScalePostgres> {
  const given = process.env['DATABASE_URL'];
  if (given) {
    return {
      url: given,
      restart: () => Promise.reject(new Error('Restarting a given DATABASE_URL is not ours to do')),
      stop: () => Promise.resolve(),
    };
  }
  return startThrowawayPostgres(workdir);
}

/** One payment sandbox for every instance: a provider's state must be one, as a real one's is. */
export async function startSharedSandbox(): Promise<{ url: string; app: FastifyInstance }> {
  const port = await freePort(host);
  const url = `http://${host}:${port}`;
  const app = await buildPaymentSandbox({
    publicUrl: url,
    fetch: globalThis.fetch,
    clock: { now: () => new Date() },
    random: nodeRandom,
  });
  await app.listen({ port, host });
  return { url, app };
}

/** The providers' settings pointing at the shared sandbox, as environment variables. */
function providerEnv(sandboxUrl: string): Record<string, string> {
  return {
    MOYASAR_API_URL: `${sandboxUrl}/moyasar`,
    MOYASAR_SECRET_KEY: sandboxKeys.moyasar.secretKey,
    MOYASAR_PUBLISHABLE_KEY: sandboxKeys.moyasar.publishableKey,
    MYFATOORAH_API_URL: `${sandboxUrl}/myfatoorah`,
    MYFATOORAH_API_KEY: sandboxKeys.myfatoorah.apiKey,
    MYFATOORAH_SCRIPT_URL: `${sandboxUrl}/myfatoorah/cardview/v2/session.js`,
    TABBY_API_URL: `${sandboxUrl}/tabby`,
    TABBY_SECRET_KEY: sandboxKeys.tabby.secretKey,
    TABBY_MERCHANT_CODE: sandboxKeys.tabby.merchantCode,
    TAMARA_API_URL: `${sandboxUrl}/tamara`,
    TAMARA_API_TOKEN: sandboxKeys.tamara.apiToken,
    TAMARA_NOTIFICATION_KEY: sandboxKeys.tamara.notificationKey,
  };
}

/** One API instance: `npm start`'s launcher on the shared database, behind the balancer. */
export interface ScaleInstance {
  name: string;
  url: string;
  port: number;
  /** Starts it (again) and resolves once `/health` answers. */
  start(): Promise<void>;
  /** `kill -9` of the whole process group; resolves once it is gone. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  output(): string;
}

export function createInstance(
  name: string,
  port: number,
  env: Record<string, string>,
): ScaleInstance {
  let spawned: Spawned | null = null;
  const url = `http://${host}:${port}`;
  return {
    name,
    url,
    port,
    output: () => spawned?.output() ?? '',
    async start() {
      spawned = spawnLogged(process.execPath, ['scripts/start.mjs'], {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: host,
      });
      await waitFor(`${url}/health/ready`, spawned, `API instance ${name}`);
    },
    async kill() {
      if (!spawned || spawned.child.exitCode !== null || spawned.child.signalCode !== null) return;
      const exited = new Promise((resolve) => spawned?.child.once('exit', resolve));
      signalGroup(spawned.child, 'SIGKILL');
      await exited;
    },
    async stop() {
      if (!spawned || spawned.child.exitCode !== null) return;
      const exited = new Promise((resolve) => spawned?.child.once('exit', resolve));
      signalGroup(spawned.child, 'SIGTERM');
      await Promise.race([exited, delay(10_000)]);
      signalGroup(spawned.child, 'SIGKILL');
    },
  };
}

/** Kept-alive idle connections from each nginx worker to the instances. */
const upstreamKeepalive = 64;

/** nginx's own 502/503/504 as the API's error body (docs/product/errors.md), in both languages. */
function balancerErrorBody(language: 'ar' | 'en'): string {
  const body = {
    error: {
      code: 'SERVICE_UNAVAILABLE',
      message: errorMessage('SERVICE_UNAVAILABLE', language),
      details: null,
      validationErrors: null,
    },
  };
  // An nginx string in single quotes: JSON has none to escape, and no backslash either.
  return JSON.stringify(body);
}

/**
 * nginx from Debian in front of the instances: round robin, the next instance when one does not
 * answer, event streams passed through unbuffered with long timeouts, kept-alive connections to
 * the instances, and its own errors as the API's JSON body (docs/scale-out.md).
 */
export async function startNginx(
  workdir: string,
  port: number,
  upstreams: readonly number[],
): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = path.join(workdir, 'nginx');
  await mkdir(path.join(dir, 'temp'), { recursive: true });
  // nginx's workers (user nobody under root) read and write here.
  await chmod(dir, 0o777);
  await chmod(path.join(dir, 'temp'), 0o777);
  // Kept-alive connections to the instances (HTTP/1.1, no "Connection: close"): a connection per
  // request ran out of worker connections and ports under 1,200 simultaneous calls. An instance
  // that dies closes its idle connections, which nginx then drops; only the next instance is
  // tried after a refused or timed-out connection (an instance's own 502 or 503 is its answer).
  const proxied = `
      proxy_pass http://storefront_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The edge: the client is whoever connected, whatever X-Forwarded-For it sent.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;`;
  const config = `worker_processes auto;
worker_rlimit_nofile 16384;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  client_max_body_size 12m;
  # Below the instances' keep-alive timeout (Fastify's 72 s): nginx, not the instance, closes an
  # idle connection, so a request never goes out on one the instance is closing.
  keepalive_timeout 60s;
  upstream storefront_api {
${upstreams.map((upstream) => `    server ${host}:${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive ${upstreamKeepalive};
    keepalive_timeout 60s;
  }
  # The language of nginx's own error body: the API's rule, Arabic unless English comes first.
  map $http_accept_language $balancer_error_language {
    default ar;
    "~*^\\s*en" en;
  }
  server {
    listen ${host}:${port} backlog=4096;
    # The API's tenant header is \`__tenant\`: nginx drops headers with underscores by default.
    underscores_in_headers on;
    # What nginx answers itself (no instance reachable, none answered in time) is the API's error
    # body, never an HTML page; an instance's own errors pass through untouched.
    error_page 502 /__balancer-error/502;
    error_page 503 /__balancer-error/503;
    error_page 504 /__balancer-error/504;
    location ^~ /__balancer-error/ {
      internal;
      default_type application/json;
      add_header Retry-After 2 always;
      add_header Cache-Control no-store always;
      if ($balancer_error_language = en) {
        return 200 '${balancerErrorBody('en')}';
      }
      return 200 '${balancerErrorBody('ar')}';
    }
    location / {${proxied}
    }
    # Server-sent events: no buffering, and a stream may stay open for an hour.
    location /api/sse/ {${proxied}
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
  }
}
`;
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, config);
  const spawned = spawnLogged('nginx', ['-p', dir, '-c', configFile], process.env);
  const url = `http://${host}:${port}`;
  await waitFor(`${url}/health`, spawned, 'nginx');
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => spawned.child.once('exit', resolve));
      signalGroup(spawned.child, 'SIGQUIT');
      await Promise.race([exited, delay(5_000)]);
      signalGroup(spawned.child, 'SIGKILL');
    },
  };
}

/** The whole stack of `npm run scale-demo`. */
export interface ScaleStack {
  url: string;
  postgres: ScalePostgres;
  instances: [ScaleInstance, ScaleInstance];
  sandboxUrl: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL, the shared payment sandbox, two API instances (the first migrates and seeds; the
 * second starts once it has) and nginx in front, all under `workdir`.
 */
export async function startScaleStack(workdir: string): Promise<ScaleStack> {
  await mkdir(workdir, { recursive: true });
  // The postgres user (the server refuses root) and nginx's workers reach into it.
  await chmod(workdir, 0o755);
  const postgres = await startPostgres(workdir);
  const sandbox = await startSharedSandbox();
  const balancerPort = await freePort(host);
  const publicUrl = `http://${host}:${balancerPort}`;
  const env = {
    DATABASE_URL: postgres.url,
    // Signing keys and uploads: one folder for both, as shared storage would be.
    DATA_DIR: path.join(workdir, 'shared-data'),
    PUBLIC_URL: publicUrl,
    // nginx's address: only its X-Forwarded-For names the client.
    TRUSTED_PROXIES: host,
    LOG_LEVEL: 'warn',
    PAYMENT_SANDBOX_PORT: '0',
    // Each instance's example host shop on a free port (the default 5174 is one for the machine).
    HOST_SHOP_PORT: '0',
    ...providerEnv(sandbox.url),
  };
  const ports = [await freePort(host), await freePort(host)] as const;
  const instances: [ScaleInstance, ScaleInstance] = [
    createInstance('a', ports[0], env),
    createInstance('b', ports[1], env),
  ];
  await instances[0].start();
  await instances[1].start();
  const nginx = await startNginx(workdir, balancerPort, ports);
  return {
    url: nginx.url,
    postgres,
    instances,
    sandboxUrl: sandbox.url,
    async stop() {
      await nginx.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      await sandbox.app.close();
      await postgres.stop();
    },
  };
}
