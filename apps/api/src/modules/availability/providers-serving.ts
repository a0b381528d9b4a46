import { servesLocation } from './geofence.ts';
import type { GeoPoint } from './haversine-distance.ts';
import type { SlotProvider } from './slot-rules.ts';

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
