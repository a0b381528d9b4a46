import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** A server of the load report running in a child process. */
export interface ChildServer {
  url: string;
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
  const child = spawn(process.execPath, ['--import', 'tsx', serveScript, mode], {
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
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
