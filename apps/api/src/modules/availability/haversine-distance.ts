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
