import { spawnSync } from 'node:child_process';
import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './free-port.ts';

const host = '127.0.0.1';

/** A PostgreSQL cluster of Debian's server, made for one run and removed after it. */
export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust authentication. */
  url: string;
  /** The server's version, e.g. `15.14`. */
  version: string;
  /**
   * Stops the server and starts it again; resolves once it accepts connections. `whileDown` runs
   * between the two (an outage of its length).
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  /** Stops the server (the caller removes `workdir`); stopping twice is harmless. */
  stop(): Promise<void>;
}

/** Runs a PostgreSQL tool as the `postgres` user when we are root (the server refuses root). */
function pgTool(bindir: string, tool: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'runuser' : path.join(bindir, tool);
  const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(bindir, tool), ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/** The newest installed server's `bin` folder (Debian's `postgresql` package). */
async function postgresBindir(): Promise<string> {
  const versions = await readdir('/usr/lib/postgresql').catch(() => []);
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined) {
    throw new Error('Debian’s postgresql package is not installed (apt-get install postgresql)');
  }
  return path.join('/usr/lib/postgresql', newest, 'bin');
}

/**
 * Creates and starts a cluster in `workdir/postgres` on a free port of 127.0.0.1, as the
 * `postgres` user when run as root. Used by `.ci/with-postgres.sh` (the API suite and the load
 * benchmark on PostgreSQL) and by the scale-out stack, which also restarts it.
 *
 * @example
 * const postgres = await startThrowawayPostgres(await mkdtemp('/tmp/pg-'));
 * process.env.DATABASE_URL = postgres.url;
 */
export async function startThrowawayPostgres(workdir: string): Promise<ThrowawayPostgres> {
  const bindir = await postgresBindir();
  const dir = path.join(workdir, 'postgres');
  await mkdir(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    // The server runs as `postgres`, which must reach its folder inside ours (mkdtemp's is 0700).
    await chmod(workdir, 0o711);
    spawnSync('useradd', ['--system', '--no-create-home', 'postgres']);
    spawnSync('chown', ['-R', 'postgres', dir]);
  }
  const port = await freePort(host);
  const data = path.join(dir, 'data');
  pgTool(bindir, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-c listen_addresses=${host} -c port=${port} -c unix_socket_directories=${dir} -c max_connections=200`;
  const start = () =>
    pgTool(bindir, 'pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      options,
      'start',
    ]);
  const stop = () => pgTool(bindir, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  const version = /(\d+(\.\d+)*)/.exec(pgTool(bindir, 'postgres', ['--version']))?.[1] ?? '?';
  return {
    url: `postgres://postgres@${host}:${port}/postgres`,
    version,
    restart: async (whileDown) => {
      stop();
      try {
        await whileDown?.();
      } finally {
        start();
      }
    },
    stop: async () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      await Promise.resolve();
    },
  };
}
