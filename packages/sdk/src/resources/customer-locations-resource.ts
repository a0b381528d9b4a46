import {
  savedCustomerLocationListSchema,
  savedCustomerLocationSchema,
  type CustomerLocationInput,
  type ListResult,
  type SavedCustomerLocation,
} from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';
import type { GeoPoint } from './customer-location-query.ts';
import { nullableAnswer } from './nullable-answer.ts';

/** The customer's saved locations (for geofenced reservations). */
export interface CustomerLocationsResource {
  /** `GET /api/app/customer-locations`. */
  list(options?: CallOptions): Promise<ListResult<SavedCustomerLocation>>;
  /** `GET /api/app/customer-locations/{locationId}`. */
  get(locationId: string, options?: CallOptions): Promise<SavedCustomerLocation>;
  /** `POST /api/app/customer-locations`: saves a new location. */
  create(location: CustomerLocationInput, options?: CallOptions): Promise<SavedCustomerLocation>;
  /** `PUT /api/app/customer-locations/{locationId}`. */
  update(
    locationId: string,
    location: CustomerLocationInput,
    options?: CallOptions,
  ): Promise<SavedCustomerLocation>;
  /** `DELETE /api/app/customer-locations/{locationId}`. */
  delete(locationId: string, options?: CallOptions): Promise<void>;
  /** `GET /api/app/customer-locations/closest?longitude&latitude`: the nearest saved one, or null. */
  closest(point: GeoPoint, options?: CallOptions): Promise<SavedCustomerLocation | null>;
}

const base = '/api/app/customer-locations';
const itemPath = (locationId: string) => `${base}/${encodeURIComponent(locationId)}`;

/**
 * Customer locations over an http-client (needs a signed-in session).
 *
 * @example
 * const locations = createCustomerLocationsResource(http);
 * const home = await locations.create({ longitude: 46.67, latitude: 24.71, description: 'Home', type: 'home' });
 */
export function createCustomerLocationsResource(http: HttpClient): CustomerLocationsResource {
  const one = { responseSchema: savedCustomerLocationSchema };
  return {
    list: (options) =>
      http.get(base, { ...options, responseSchema: savedCustomerLocationListSchema }),
    get: (locationId, options) => http.get(itemPath(locationId), { ...options, ...one }),
    create: (location, options) => http.post(base, location, { ...options, ...one }),
    update: (locationId, location, options) =>
      http.put(itemPath(locationId), location, { ...options, ...one, idempotent: true }),
    delete: async (locationId, options) => {
      await http.delete(itemPath(locationId), { ...options, idempotent: true });
    },
    closest: ({ longitude, latitude }, options) =>
      http.get(`${base}/closest`, {
        ...options,
        responseSchema: nullableAnswer(savedCustomerLocationSchema),
        query: { longitude, latitude },
      }),
  };
}
