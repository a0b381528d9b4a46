import type { Availability } from '@storefront/contracts';
import type { Db } from '../../db/database.ts';
import type { CatalogProduct } from '../catalog/catalog-product.ts';
import { createBookingRepository } from './booking/booking-repository.ts';
import { availabilitySpan, computeAvailability } from './compute-availability.ts';
import type { GeoPoint } from './geofence.ts';
import { slotProviderOf, slotRulesOf } from './slot-rules.ts';

/** What to read the slots of several products for. */
export interface SlotsQuery {
  window: { from: number; to: number };
  now: number;
  /** Only these providers (empty: every provider of each product). */
  providerIds: readonly string[];
  /**
   * Where the customer is. Null in an overview: geofences are then not applied (every provider's
   * slots are listed), unlike `availabilities`, which needs the location of a geofenced product.
   */
  customerLocation: GeoPoint | null;
}

/**
 * The free slots of each of `products` in a window, for one place and quantity, reading the
 * bookings of all their providers in one query.
 *
 * @example
 * const slots = await reservationSlots(app.db, tenant.id, products, query);
 */
export async function reservationSlots(
  db: Db,
  tenantId: string,
  products: readonly CatalogProduct[],
  query: SlotsQuery,
): Promise<{ product: CatalogProduct; availability: Availability }[]> {
  const chosen = (product: CatalogProduct) =>
    product.providers
      .filter(
        (provider) => query.providerIds.length === 0 || query.providerIds.includes(provider.id),
      )
      .map(slotProviderOf)
      .map((provider) => (query.customerLocation ? provider : { ...provider, geofence: null }));
  const spanEnd = Math.max(
    query.window.to,
    ...products.map(
      (product) =>
        availabilitySpan(slotRulesOf(product.product, product.timeZone), query.window).to,
    ),
  );
  const providerIds = [...new Set(products.flatMap((product) => chosen(product).map((p) => p.id)))];
  const bookings = await createBookingRepository(db, tenantId).overlapping(providerIds, {
    from: query.window.from,
    to: spanEnd,
  });
  return products.map((product) => ({
    product,
    availability: computeAvailability(
      slotRulesOf(product.product, product.timeZone),
      chosen(product),
      bookings,
      {
        window: query.window,
        now: query.now,
        minQuantity: 1,
        minProvidersCount: 1,
        providerIds: [],
        customerLocation: query.customerLocation,
      },
    ),
  }));
}
