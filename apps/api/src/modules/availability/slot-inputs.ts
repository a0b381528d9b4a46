import type { ProductRow, ProviderRow } from '../catalog/catalog-product.ts';
import type { SlotProvider, SlotRules } from './slot-rules.ts';

/** A reservation product's slot rules. */
export function slotRulesOf(product: ProductRow): SlotRules {
  return {
    productId: product.id,
    isFullDayBooking: product.isFullDayBooking,
    isVariableDuration: product.isVariableDuration,
    slotLengthMinutes: product.slotLengthMinutes,
    capacityPerSlot: product.capacityPerSlot,
  };
}

/** A stored provider as availability reads it: hours and geofence. */
export function slotProviderOf(provider: ProviderRow): SlotProvider {
  const { geofenceLatitude: latitude, geofenceLongitude: longitude } = provider;
  const radiusMeters = provider.geofenceRadiusMeters;
  return {
    id: provider.id,
    weeklyHours: provider.weeklyHours,
    geofence:
      latitude !== null && longitude !== null && radiusMeters !== null
        ? { latitude, longitude, radiusMeters }
        : null,
  };
}
