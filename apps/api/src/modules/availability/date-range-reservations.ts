import {
  formatTenantInstant,
  localize,
  type DateRangeReservation,
  type Language,
} from '@storefront/contracts';
import type { Db } from '../../db/database.ts';
import { createProductRepository } from '../catalog/product-repository.ts';
import { createBookingRepository } from './booking/booking-repository.ts';
import type { GeoPoint } from './geofence.ts';
import { reservationSlots } from './reservation-slots.ts';

/** What `GET /api/app/reservation-v2/date-range-reservations` asks. */
export interface DateRangeQuery {
  window: { from: number; to: number };
  now: number;
  /** Also list the booked periods. */
  includeBooked: boolean;
  /** Only these products / providers (empty: all). */
  productIds: readonly string[];
  providerIds: readonly string[];
  /** Applies the providers' geofences when given. */
  customerLocation: GeoPoint | null;
  language: Language;
  /** The tenant's time zone (IANA): booked periods are written on its clock. */
  timeZone: string;
}

/**
 * The free slots of the tenant's reservation products in a window (for one place), and, with
 * `includeBooked`, the booked periods — one entry per reservation (its providers together), without
 * who booked. Sorted by start, free before booked, then by product.
 *
 * @example
 * const items = await dateRangeReservations(app.db, tenant.id, query);
 */
export async function dateRangeReservations(
  db: Db,
  tenantId: string,
  query: DateRangeQuery,
): Promise<DateRangeReservation[]> {
  const products = (await createProductRepository(db, tenantId).allOfType('reservation')).filter(
    ({ product }) => query.productIds.length === 0 || query.productIds.includes(product.id),
  );
  const nameOf = new Map(
    products.map(({ product }) => [
      product.id,
      localize({ ar: product.nameAr, en: product.nameEn }, query.language),
    ]),
  );
  const free = await reservationSlots(db, tenantId, products, query);
  const items: DateRangeReservation[] = free.flatMap(({ product: { product }, availability }) =>
    availability.slots.map((slot) => ({
      productId: product.id,
      productName: nameOf.get(product.id) ?? '',
      from: slot.from,
      to: slot.to,
      providerIds: slot.availableProviderIds,
      isBooked: false,
    })),
  );
  if (query.includeBooked) {
    const rows = await createBookingRepository(db, tenantId).ofProducts(
      [...nameOf.keys()],
      query.window,
    );
    const booked = new Map<string, DateRangeReservation>();
    for (const row of rows) {
      if (query.providerIds.length > 0 && !query.providerIds.includes(row.providerId)) continue;
      const key = [row.reference, row.productId, row.startsAt.getTime(), row.endsAt.getTime()];
      const entry = booked.get(key.join()) ?? {
        productId: row.productId,
        productName: nameOf.get(row.productId) ?? '',
        from: formatTenantInstant(row.startsAt.getTime(), query.timeZone),
        to: formatTenantInstant(row.endsAt.getTime(), query.timeZone),
        providerIds: [],
        isBooked: true,
      };
      entry.providerIds.push(row.providerId);
      booked.set(key.join(), entry);
    }
    items.push(...booked.values());
  }
  return items.sort(
    (a, b) =>
      Date.parse(a.from) - Date.parse(b.from) ||
      Number(a.isBooked) - Number(b.isBooked) ||
      a.productId.localeCompare(b.productId),
  );
}
