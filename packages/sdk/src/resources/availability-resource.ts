import {
  availabilitySchema,
  dateRangeReservationListSchema,
  productsSlotsSchema,
  type Availability,
  type DateRangeReservation,
  type ListResult,
  type ProductSlots,
} from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';
import { customerLocationQuery, type GeoPoint } from './customer-location-query.ts';

/** Query of the availabilities of one reservation price. */
export interface AvailabilityQuery {
  /** ISO 8601 start and end of the window (the displayed month, widened to `filterFrom`). */
  startDate: string;
  endDate: string;
  priceId: string;
  /** Slots must fit this quantity and this many providers (both at least 1). */
  minQuantity?: number;
  minProvidersCount?: number;
  providersIds?: readonly string[];
  /** Needed when the product's providers are geofenced. */
  customerLocation?: GeoPoint | null;
}

/** Query of the reservations within a date range. */
export interface DateRangeReservationsQuery {
  startDate: string;
  endDate: string;
  /** Also list periods already booked. */
  includeBooked?: boolean;
  productIds?: readonly string[];
  providerIds?: readonly string[];
  customerLocation?: GeoPoint | null;
}

/** The reservation-v2 availability calls of docs/product/api.md. */
export interface AvailabilityResource {
  /**
   * `GET /api/app/reservation-v2/availabilities?startDate&endDate&PriceId&MinQuantity&MinProvidersCount&ProvidersIds&CustomerLocation.Longitude&CustomerLocation.Latitude`.
   */
  availabilities(query: AvailabilityQuery, options?: CallOptions): Promise<Availability>;
  /** `GET /api/app/reservation-v2/products-slots?date=YYYY-MM-DD`: every reservation product's slots that day. */
  productsSlots(date: string, options?: CallOptions): Promise<ListResult<ProductSlots>>;
  /**
   * `GET /api/app/reservation-v2/date-range-reservations?StartDate&EndDate&IncludeBooked&ProductIds&ProviderIds&CustomerLocation.…`.
   */
  dateRangeReservations(
    query: DateRangeReservationsQuery,
    options?: CallOptions,
  ): Promise<ListResult<DateRangeReservation>>;
}

/**
 * Availability over an http-client; list parameters repeat their key (`ProvidersIds=a&ProvidersIds=b`).
 *
 * @example
 * const { slots } = await createAvailabilityResource(http).availabilities({
 *   startDate: '2025-03-01T00:00:00Z',
 *   endDate: '2025-03-31T23:59:59Z',
 *   priceId,
 *   minQuantity: 1,
 * });
 */
export function createAvailabilityResource(http: HttpClient): AvailabilityResource {
  return {
    availabilities: (query, options) =>
      http.get('/api/app/reservation-v2/availabilities', {
        ...options,
        responseSchema: availabilitySchema,
        query: {
          startDate: query.startDate,
          endDate: query.endDate,
          PriceId: query.priceId,
          MinQuantity: query.minQuantity,
          MinProvidersCount: query.minProvidersCount,
          ProvidersIds: query.providersIds,
          ...customerLocationQuery(query.customerLocation),
        },
      }),
    productsSlots: (date, options) =>
      http.get('/api/app/reservation-v2/products-slots', {
        ...options,
        responseSchema: productsSlotsSchema,
        query: { date },
      }),
    dateRangeReservations: (query, options) =>
      http.get('/api/app/reservation-v2/date-range-reservations', {
        ...options,
        responseSchema: dateRangeReservationListSchema,
        query: {
          StartDate: query.startDate,
          EndDate: query.endDate,
          IncludeBooked: query.includeBooked,
          ProductIds: query.productIds,
          ProviderIds: query.providerIds,
          ...customerLocationQuery(query.customerLocation),
        },
      }),
  };
}
