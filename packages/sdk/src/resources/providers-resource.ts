import { providerListSchema, type ListResult, type Provider } from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';

/** The people and resources reservations are booked with. */
export interface ProvidersResource {
  /** `GET /api/app/provider/read-only-list`. */
  list(options?: CallOptions): Promise<ListResult<Provider>>;
}

/**
 * Providers over an http-client.
 *
 * @example const { items } = await createProvidersResource(http).list();
 */
export function createProvidersResource(http: HttpClient): ProvidersResource {
  return {
    list: (options) =>
      http.get('/api/app/provider/read-only-list', {
        ...options,
        responseSchema: providerListSchema,
      }),
  };
}
