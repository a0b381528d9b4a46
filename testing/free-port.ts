import { createServer } from 'node:net';

/**
 * A TCP port free on `host` right now: the system picks one for a throwaway listener, which is
 * closed before the port is returned.
 *
 * @example
 * const port = await freePort('127.0.0.1');
 */
export function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('The system gave no port'));
      });
    });
  });
}
