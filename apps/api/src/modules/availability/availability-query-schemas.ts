import { z } from 'zod';
import { queryFlag } from '../../http/query-flag.ts';
import { queryCount, queryList } from '../catalog/query-parameters.ts';
import type { GeoPoint } from './geofence.ts';

/** An id as a query carries it; one that names nothing finds nothing. */
const idSchema = z.string().trim().min(1).max(64);

/** A date (`YYYY-MM-DD`) or an ISO 8601 date-time; checked by `availabilityWindow`. */
const windowBoundSchema = z.string().trim().min(10).max(40);

/**
 * The customer location as ABP binds a nested object from a query string:
 * `CustomerLocation.Longitude` and `CustomerLocation.Latitude`, both or neither.
 */
const customerLocationShape = {
  'CustomerLocation.Longitude': z.coerce.number().min(-180).max(180).optional(),
  'CustomerLocation.Latitude': z.coerce.number().min(-90).max(90).optional(),
};

type LocationFields = z.output<z.ZodObject<typeof customerLocationShape>>;

/** Refuses one coordinate without the other. */
function checkBothCoordinates(query: LocationFields, context: z.RefinementCtx): void {
  const longitude = query['CustomerLocation.Longitude'];
  const latitude = query['CustomerLocation.Latitude'];
  if ((longitude === undefined) === (latitude === undefined)) return;
  const missing =
    longitude === undefined ? 'CustomerLocation.Longitude' : 'CustomerLocation.Latitude';
  context.addIssue({ code: 'custom', path: [missing], message: 'validation.required' });
}

/** The location the two coordinates give, or null. */
function customerLocationOf(query: LocationFields): GeoPoint | null {
  const longitude = query['CustomerLocation.Longitude'];
  const latitude = query['CustomerLocation.Latitude'];
  return longitude !== undefined && latitude !== undefined ? { latitude, longitude } : null;
}

/**
 * `GET /api/app/reservation-v2/availabilities?startDate&endDate&PriceId&MinQuantity&MinProvidersCount&ProvidersIds&CustomerLocation.Longitude&CustomerLocation.Latitude`
 * (`ProvidersIds` repeated per id).
 */
export const availabilityQuerySchema = z
  .object({
    startDate: windowBoundSchema,
    endDate: windowBoundSchema,
    PriceId: idSchema,
    MinQuantity: queryCount.default(1),
    MinProvidersCount: queryCount.default(1),
    ProvidersIds: queryList(idSchema),
    ...customerLocationShape,
  })
  .superRefine(checkBothCoordinates)
  .transform((query) => ({ ...query, customerLocation: customerLocationOf(query) }));

/** `GET /api/app/reservation-v2/products-slots?date=YYYY-MM-DD`. */
export const productsSlotsQuerySchema = z.object({ date: z.iso.date() });

/**
 * `GET /api/app/reservation-v2/date-range-reservations?StartDate&EndDate&IncludeBooked&ProductIds&ProviderIds&CustomerLocation.…`
 * (lists repeated per id).
 */
export const dateRangeReservationsQuerySchema = z
  .object({
    StartDate: windowBoundSchema,
    EndDate: windowBoundSchema,
    IncludeBooked: queryFlag.default(false),
    ProductIds: queryList(idSchema),
    ProviderIds: queryList(idSchema),
    ...customerLocationShape,
  })
  .superRefine(checkBothCoordinates)
  .transform((query) => ({ ...query, customerLocation: customerLocationOf(query) }));
