import { abortError } from '@storefront/sdk/http';

/**
 * A `sleep` that does not wait, for the http-client's retries and the streams' reconnections: the
 * waits themselves are tested in the http and events units, and real ones would slow the suite.
 * Rejects when `signal` has aborted, as the contract of `sleep` asks.
 *
 * @example
 * createHttpClient({ baseUrl, tenant, fetch, sleep: noWait });
 */
export const noWait = (_ms: number, signal?: AbortSignal): Promise<void> =>
  signal?.aborted === true ? Promise.reject(abortError(signal)) : Promise.resolve();
