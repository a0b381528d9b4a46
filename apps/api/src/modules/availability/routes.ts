import {
  availabilitySchema,
  dateRangeReservationListSchema,
  localize,
  productsSlotsSchema,
} from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../errors/api-error.ts';
import { errorResponses, tenantErrorStatuses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { invalidField } from '../../errors/field-error.ts';
import { createProductRepository } from '../catalog/product-repository.ts';
import {
  availabilityQuerySchema,
  dateRangeReservationsQuerySchema,
  productsSlotsQuerySchema,
} from './availability-query-schemas.ts';
import { availabilityWindow } from './availability-window.ts';
import { createBookingRepository } from './booking/booking-repository.ts';
import { dateRangeReservations } from './date-range-reservations.ts';
import { availabilitySpan, computeAvailability } from './compute-availability.ts';
import { reservationSlots } from './reservation-slots.ts';
import { slotProviderOf, slotRulesOf } from './slot-rules.ts';

/**
 * The reservation-v2 availability calls of docs/product/api.md. Slots are cut from the providers'
 * working hours in the tenant's time zone (Asia/Riyadh, UTC+3), net of existing bookings and of
 * slots that have started; instants are written with the tenant's offset.
 */
export const availabilityRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/app/reservation-v2/availabilities',
    {
      schema: {
        operationId: 'listAvailabilities',
        tags: ['reservations'],
        summary: "A reservation product's bookable slots in a window (at most 62 days)",
        querystring: availabilityQuerySchema,
        response: {
          200: described(availabilitySchema, 'The bookable slots'),
          ...errorResponses(...tenantErrorStatuses),
        },
      },
    },
    async (request) => {
      const query = request.query;
      const tenantId = tenantOf(request).id;
      const found = await createProductRepository(app.db, tenantId).findPrice(query.PriceId);
      if (!found) throw new ApiError(404, 'NOT_FOUND');
      const { product } = found;
      if (product.product.type !== 'reservation') throw invalidField('PriceId', request.language);
      const window = availabilityWindow(
        query.startDate,
        query.endDate,
        request.language,
        tenantOf(request).timeZone,
      );
      const rules = slotRulesOf(product.product, product.timeZone);
      const providers = product.providers.map(slotProviderOf);
      const bookings = await createBookingRepository(app.db, tenantId).overlapping(
        providers.map((provider) => provider.id),
        availabilitySpan(rules, window),
      );
      return computeAvailability(rules, providers, bookings, {
        window,
        now: app.deps.clock.now().getTime(),
        minQuantity: query.MinQuantity,
        minProvidersCount: query.MinProvidersCount,
        providerIds: query.ProvidersIds,
        customerLocation: query.customerLocation,
      });
    },
  );

  app.get(
    '/api/app/reservation-v2/products-slots',
    {
      schema: {
        operationId: 'listProductsSlots',
        tags: ['reservations'],
        summary: "Every reservation product's free slots on one day (geofences not applied)",
        querystring: productsSlotsQuerySchema,
        response: {
          200: described(productsSlotsSchema, "Each reservation product's free slots"),
          ...errorResponses(...tenantErrorStatuses),
        },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id;
      const products = await createProductRepository(app.db, tenantId).allOfType('reservation');
      const window = availabilityWindow(
        request.query.date,
        request.query.date,
        request.language,
        tenantOf(request).timeZone,
        {
          start: 'date',
          end: 'date',
        },
      );
      const slots = await reservationSlots(app.db, tenantId, products, {
        window,
        now: app.deps.clock.now().getTime(),
        providerIds: [],
        customerLocation: null,
      });
      return {
        totalCount: slots.length,
        items: slots.map(({ product: { product }, availability }) => ({
          productId: product.id,
          productName: localize({ ar: product.nameAr, en: product.nameEn }, request.language),
          slots: availability.slots,
        })),
      };
    },
  );

  app.get(
    '/api/app/reservation-v2/date-range-reservations',
    {
      schema: {
        operationId: 'listDateRangeReservations',
        tags: ['reservations'],
        summary:
          'Free periods of reservation products in a range, and with IncludeBooked the booked ones',
        querystring: dateRangeReservationsQuerySchema,
        response: {
          200: described(dateRangeReservationListSchema, 'The free (and booked) periods'),
          ...errorResponses(...tenantErrorStatuses),
        },
      },
    },
    async (request) => {
      const query = request.query;
      const window = availabilityWindow(
        query.StartDate,
        query.EndDate,
        request.language,
        tenantOf(request).timeZone,
        {
          start: 'StartDate',
          end: 'EndDate',
        },
      );
      const items = await dateRangeReservations(app.db, tenantOf(request).id, {
        window,
        now: app.deps.clock.now().getTime(),
        timeZone: tenantOf(request).timeZone,
        includeBooked: query.IncludeBooked,
        productIds: query.ProductIds,
        providerIds: query.ProviderIds,
        customerLocation: query.customerLocation,
        language: request.language,
      });
      return { totalCount: items.length, items };
    },
  );
  done();
};
