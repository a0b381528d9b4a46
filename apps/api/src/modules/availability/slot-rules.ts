import type { WeeklyHours } from '../../db/schema/index.ts';
import type { Geofence } from './geofence.ts';
import type { ProductRow, ProviderRow } from '../catalog/catalog-product.ts';

/** What slots are cut from: a reservation product's booking settings. */
export interface SlotRules {
  productId: string;
  /** One slot per day, midnight to midnight in the tenant's time zone. */
  isFullDayBooking: boolean;
  /** A booking may span several consecutive slots (days for full-day products). */
  isVariableDuration: boolean;
  /** Length of a timed slot; ignored by full-day products. */
  slotLengthMinutes: number;
  /** Places each provider has in one slot. */
  capacityPerSlot: number;
  /** The tenant's time zone (IANA): days and working hours are read on its clock. */
  timeZone: string;
}

/** A provider as availability sees it: when they work and where they serve. */
export interface SlotProvider {
  id: string;
  weeklyHours: WeeklyHours;
  geofence: Geofence | null;
}

/** Places a booking holds on one provider, as instants in ms. */
export interface BookedPlaces {
  productId: string;
  providerId: string;
  startsAt: number;
  endsAt: number;
  quantity: number;
}

/** The length of one slot of a product in ms: a day for full-day products. */
export function slotLengthMs(
  rules: Pick<SlotRules, 'isFullDayBooking' | 'slotLengthMinutes'>,
): number {
  return rules.isFullDayBooking ? 24 * 60 * 60_000 : rules.slotLengthMinutes * 60_000;
}

/**
 * The longest booking a variable-duration product takes: 30 days of a full-day product, one day
 * of a timed one. It bounds how far `maxConnectedTo` looks past a window.
 */
export function maxBookingSpanMs(rules: Pick<SlotRules, 'isFullDayBooking'>): number {
  return rules.isFullDayBooking ? 30 * 24 * 60 * 60_000 : 24 * 60 * 60_000;
}

/** A reservation product's slot rules, on its tenant's clock (`CatalogProduct.timeZone`). */
export function slotRulesOf(product: ProductRow, timeZone: string): SlotRules {
  return {
    timeZone,
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
