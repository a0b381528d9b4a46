import type { SlotProvider } from './slot-rules.ts';

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

/** A point on Earth in decimal degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius (IUGG), in metres. */
const earthRadiusMeters = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points in metres (haversine formula). Hand-written: it is
 * five lines, and a sphere is accurate to about 0.5 %, far finer than a service area needs.
 *
 * @example
 * haversineDistance({ latitude: 24.7136, longitude: 46.6753 }, { latitude: 21.4858, longitude: 39.1925 });
 * // ≈ 849 000 (Riyadh to Jeddah)
 */
export function haversineDistance(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMeters * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The providers who may take a booking at a location, and whether any may. */
export interface ServingProviders {
  /** False when the product's providers are geofenced and none serves the location (or none is given). */
  isLocationApplicable: boolean;
  providers: SlotProvider[];
}

/**
 * Who serves `location`: when any of the product's providers is geofenced, a location is needed
 * and only providers whose area holds it (or who have no area) serve it; otherwise everyone.
 *
 * @example
 * providersServing(providers, { latitude: 24.71, longitude: 46.67 });
 */
export function providersServing(
  providers: readonly SlotProvider[],
  location: GeoPoint | null,
): ServingProviders {
  if (!providers.some((provider) => provider.geofence !== null)) {
    return { isLocationApplicable: true, providers: [...providers] };
  }
  if (location === null) return { isLocationApplicable: false, providers: [] };
  const serving = providers.filter((provider) => servesLocation(provider.geofence, location));
  return { isLocationApplicable: serving.length > 0, providers: serving };
}
