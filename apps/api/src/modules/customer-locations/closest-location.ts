import { haversineDistance, type GeoPoint } from '../availability/geofence.ts';

/**
 * The location nearest to `point` (great-circle distance), or null for none; the earlier one
 * wins a tie.
 *
 * @example
 * closestLocation(saved, { longitude: 46.67, latitude: 24.71 });
 */
export function closestLocation<Location extends GeoPoint>(
  locations: readonly Location[],
  point: GeoPoint,
): Location | null {
  let best: { location: Location; distance: number } | null = null;
  for (const location of locations) {
    const distance = haversineDistance(location, point);
    if (!best || distance < best.distance) best = { location, distance };
  }
  return best?.location ?? null;
}
