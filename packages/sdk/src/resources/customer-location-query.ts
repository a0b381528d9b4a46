import type { CustomerLocation } from '@storefront/contracts';
import type { QueryParams } from '../http/http-types.ts';

/** The point a reservation query is made from. */
export type GeoPoint = Pick<CustomerLocation, 'longitude' | 'latitude'>;

/**
 * A customer location as ABP binds a nested object from a query string:
 * `CustomerLocation.Longitude` and `CustomerLocation.Latitude`; nothing when there is none.
 *
 * @example customerLocationQuery({ longitude: 46.67, latitude: 24.71 })
 * // { 'CustomerLocation.Longitude': 46.67, 'CustomerLocation.Latitude': 24.71 }
 */
export function customerLocationQuery(location: GeoPoint | null | undefined): QueryParams {
  if (!location) return {};
  return {
    'CustomerLocation.Longitude': location.longitude,
    'CustomerLocation.Latitude': location.latitude,
  };
}
