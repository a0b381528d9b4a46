import { forceAtLeast, type Language } from '@storefront/contracts';
import type { Db } from '../../../db/database.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { RandomSource } from '../../../platform/random-source.ts';
import { invalidField } from '../../../errors/field-error.ts';
import type { BookingRequest } from '../../catalog/catalog-port.ts';
import type { CatalogProduct } from '../../catalog/catalog-product.ts';
import { parseInstant } from '../../catalog/parse-instant.ts';
import { notAvailable, notEnough } from '../../catalog/place-refusals.ts';
import { slotProviderOf, slotRulesOf } from '../slot-rules.ts';
import { createBookingRepository } from './booking-repository.ts';
import { checkReservation } from './check-reservation.ts';

/** What holding a slot takes besides the database: the time now and fresh booking ids. */
export interface HoldSlotDeps {
  clock: Clock;
  random: RandomSource;
}

/** Everything needed to check a booking of `product` (read by the caller through the same `on`). */
function reservationOf(
  product: CatalogProduct | null,
  booking: BookingRequest,
  language: Language,
) {
  if (!product || product.product.type !== 'reservation') {
    throw invalidField('productId', language);
  }
  if (!product.prices.some((price) => price.id === booking.priceId)) {
    throw invalidField('priceId', language);
  }
  const from = parseInstant(booking.from);
  const to = parseInstant(booking.to);
  if (from === null) throw invalidField('from', language);
  if (to === null) throw invalidField('to', language);
  return {
    rules: slotRulesOf(product.product, product.timeZone),
    providers: product.providers.map(slotProviderOf),
    reservation: {
      from,
      to,
      quantity: forceAtLeast(booking.quantity),
      providerIds: booking.providerIds,
      providerCount: forceAtLeast(booking.providerCount),
      customerLocation: booking.customerLocation ?? null,
    },
  };
}

/**
 * The providers to book, or 409 `ITEM_NOT_AVAILABLE` with the reason as details
 * (`NOT_ENOUGH_PLACES` when fewer places than asked are free at that time).
 */
async function providersToBook(
  on: Db,
  tenantId: string,
  reservation: ReturnType<typeof reservationOf>,
  now: Date,
  language: Language,
): Promise<string[]> {
  const taken = await createBookingRepository(on, tenantId).overlapping(
    reservation.providers.map((provider) => provider.id),
    { from: reservation.reservation.from, to: reservation.reservation.to },
  );
  const result = checkReservation(
    reservation.rules,
    reservation.providers,
    taken,
    reservation.reservation,
    now.getTime(),
  );
  if (result.ok) return result.providerIds;
  if (result.reason === 'providers') {
    throw notEnough('NOT_ENOUGH_PLACES', result.available, result.reason, language);
  }
  throw notAvailable(result.reason);
}

/**
 * Throws the port's 400 or 409 unless `booking` of `product` could be held now (the catalogue
 * port's `assertBookable`); holds nothing.
 *
 * @example
 * await assertSlotFree(app.db, tenant.id, product, booking, clock.now(), 'en');
 */
export async function assertSlotFree(
  on: Db,
  tenantId: string,
  product: CatalogProduct | null,
  booking: BookingRequest,
  now: Date,
  language: Language,
): Promise<void> {
  await providersToBook(on, tenantId, reservationOf(product, booking, language), now, language);
}

/**
 * Holds a reservation slot (the catalogue port's `book`) inside the caller's transaction `tx`:
 * locks the product's provider rows (`SELECT … FOR UPDATE`), frees what `booking.reference`
 * held before, counts the overlapping bookings and inserts, so of any number of customers
 * booking the last place at once exactly one gets it, on PGlite (one connection, transactions
 * run one at a time) and PostgreSQL (the row locks) alike. `product` is read through `tx`.
 *
 * @example
 * await app.db.transaction((tx) => holdSlot(tx, tenant.id, product, { ...booking, reference: itemId }, deps, 'en'));
 */
export async function holdSlot(
  tx: Db,
  tenantId: string,
  product: CatalogProduct | null,
  booking: BookingRequest & { reference: string },
  deps: HoldSlotDeps,
  language: Language,
): Promise<void> {
  const bookings = createBookingRepository(tx, tenantId);
  const reservation = reservationOf(product, booking, language);
  await bookings.lockProviders(reservation.providers.map((provider) => provider.id));
  // Booking again under one reference replaces its bookings (an item whose slot changed).
  await bookings.release(booking.reference);
  const providerIds = await providersToBook(tx, tenantId, reservation, deps.clock.now(), language);
  const createdAt = deps.clock.now();
  await bookings.insert(
    providerIds.map((providerId) => ({
      id: deps.random.uuid(),
      tenantId,
      productId: booking.productId,
      providerId,
      startsAt: new Date(reservation.reservation.from),
      endsAt: new Date(reservation.reservation.to),
      quantity: reservation.reservation.quantity,
      reference: booking.reference,
      createdAt,
    })),
  );
}

/** Frees every slot held under `reference` (an item removed, an order failed). */
export async function releaseSlot(tx: Db, tenantId: string, reference: string): Promise<void> {
  await createBookingRepository(tx, tenantId).release(reference);
}
