import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

// `.ci/with-postgres.sh <command…>`: runs the command with DATABASE_URL pointing at a throwaway
// PostgreSQL cluster, then stops and removes the cluster whatever the command's outcome, and
// exits with the command's status.
const [command, ...args] = process.argv.slice(2);
if (command === undefined) {
  console.error('Usage: .ci/with-postgres.sh <command> [arguments…]');
  process.exit(2);
}

const workdir = await mkdtemp(path.join(tmpdir(), 'ci-pg.'));
let status = 1;
try {
  const postgres = await startThrowawayPostgres(workdir);
  try {
    console.log(`PostgreSQL ${postgres.version} on ${new URL(postgres.url).host}`);
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: postgres.url },
    });
    // Ctrl-C reaches the command through the terminal; a SIGTERM sent to this process alone is
    // passed on. Either way the cluster is removed once the command has ended.
    process.on('SIGINT', () => undefined);
    process.on('SIGTERM', () => child.kill('SIGTERM'));
    status = await new Promise<number>((resolve) =>
      child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
    );
  } finally {
    await postgres.stop();
  }
} finally {
  await rm(workdir, { recursive: true, force: true });
}
process.exit(status);
