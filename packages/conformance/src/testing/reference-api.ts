import { buildTestApp, listenOnFreePort, type TestApp } from '@storefront/api/testing';
import { afterAll, beforeAll } from 'vitest';

/**
 * A whole run is a few dozen calls, two event streams and three orders: seconds, more on a busy
 * machine.
 */
export const runTimeout = 60_000;

/**
 * The reference API on a real port for the suite that calls it, with its seeded `demo` tenant
 * (docs/product/demo-data.md), which the README's test tenant describes; closed after the suite.
 *
 * @example
 * const api = useReferenceApi();
 * it('…', async () => runCommand(main, ['--base-url', api.baseUrl(), '--tenant', 'demo']));
 */
export function useReferenceApi(): { baseUrl: () => string } {
  let test: TestApp | null = null;
  let baseUrl: string | null = null;
  beforeAll(async () => {
    test = await buildTestApp();
    baseUrl = await listenOnFreePort(test);
  });
  afterAll(() => test?.close());
  return {
    baseUrl: () => {
      if (baseUrl === null) throw new Error('The reference API has not started yet.');
      return baseUrl;
    },
  };
}
