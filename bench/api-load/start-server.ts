import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** A server of the load report running in a child process. */
export interface ChildServer {
  url: string;
  /** The server process's id (its CPU time is read from `/proc` by cpu-per-request.ts). */
  pid: number;
  /** Sends SIGTERM to that process and waits for it to exit. */
  stop(): Promise<void>;
}

const serveScript = fileURLToPath(new URL('./serve.ts', import.meta.url));

/**
 * Starts `serve.ts <mode>` under tsx and resolves once it prints `READY <url>`.
 *
 * @example
 * const api = await startServer('api');
 * // … measure api.url …
 * await api.stop();
 */
export function startServer(mode: 'api' | 'bare'): Promise<ChildServer> {
  // API_LOAD_CPU_PROF_DIR: the API server writes a V8 CPU profile there when it stops (`--cpu-prof`
  // is refused in NODE_OPTIONS, so it is passed here).
  const profileDir = mode === 'api' ? process.env.API_LOAD_CPU_PROF_DIR : undefined;
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', serveScript, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    void exited.then(() => reject(new Error(`The ${mode} server exited before it was ready`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^READY (\S+)$/.exec(line);
      if (!match?.[1]) return;
      resolve({
        url: match[1],
        pid: child.pid ?? 0,
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
