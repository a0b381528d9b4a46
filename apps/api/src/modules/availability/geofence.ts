import { haversineDistance, type GeoPoint } from './haversine-distance.ts';

/** The area a provider serves: within `radiusMeters` of a centre. */
export interface Geofence extends GeoPoint {
  radiusMeters: number;
}

/**
 * Whether a provider with this geofence serves `point`: always when it has none, else when the
 * point is within its radius (the edge included).
 *
 * @example
 * servesLocation({ latitude: 24.7136, longitude: 46.6753, radiusMeters: 15_000 }, customer);
 */
export function servesLocation(geofence: Geofence | null, point: GeoPoint): boolean {
  return geofence === null || haversineDistance(geofence, point) <= geofence.radiusMeters;
}
