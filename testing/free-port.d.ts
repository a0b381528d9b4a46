/**
 * A TCP port free on `host` right now: the system picks one for a throwaway listener, which is
 * closed before the port is returned.
 *
 * @example
 * const port = await freePort('127.0.0.1');
 */
export declare function freePort(host: string): Promise<number>;
