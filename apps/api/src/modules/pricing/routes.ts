import { priceAmountSchema, type Language, type PriceAmount } from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { errorResponses, tenantErrorStatuses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { createProductRepository } from '../catalog/product-repository.ts';
import {
  merchandisePriceQuerySchema,
  reservationPriceQuerySchema,
  subscriptionPriceQuerySchema,
} from './price-query-schemas.ts';
import {
  priceProductLine,
  type ProductLineOptions,
  type ProductLineRequest,
} from './price-product-line.ts';

/** Prices a line of the price `priceId` (404 `NOT_FOUND` when the tenant has none such). */
async function priceAmount(
  db: Db,
  tenantId: string,
  priceId: string,
  line: ProductLineRequest,
  options: ProductLineOptions,
): Promise<PriceAmount> {
  const found = await createProductRepository(db, tenantId).findPrice(priceId);
  if (!found) throw new ApiError(404, 'NOT_FOUND');
  const priced = priceProductLine(found.product, found.price, line, options);
  return {
    effectiveQuantity: priced.effectiveQuantity,
    totalPrice: priced.totalPrice,
    totalAfterDiscount: priced.totalAfterDiscount,
    depositAmount: priced.depositAmount,
  };
}

const loose = (now: Date, language: Language, members: ProductLineOptions['members']) => ({
  strict: false,
  now,
  language,
  members,
});

/**
 * The three price-amount calls of docs/product/api.md, each answering `{effectiveQuantity,
 * totalPrice, totalAfterDiscount, depositAmount}` by the one pricing rule (`priceLine`). Custom
 * fields and add-ons arrive merged in one dictionary. Any product may be priced by any of them
 * (the SDK prices every product that is not a subscription as merchandise); each reads the
 * parameters its type needs. A price asked while choosing needs no required custom field yet.
 */
export const pricingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const response = {
    200: described(priceAmountSchema, 'The price'),
    ...errorResponses(...tenantErrorStatuses),
  };

  app.get(
    '/api/app/merchandise/price-amount',
    {
      schema: {
        operationId: 'getMerchandisePrice',
        tags: ['pricing'],
        summary: 'The price of a merchandise (or package) line',
        description:
          'Custom fields and add-ons: one `CustomFieldValues[key]=value` parameter each.',
        querystring: merchandisePriceQuerySchema,
        response,
      },
    },
    async (request) => {
      const { PriceId, Quantity, customFieldValues } = request.query;
      return priceAmount(
        app.db,
        tenantOf(request).id,
        PriceId,
        { quantity: Quantity, customFieldValues },
        loose(app.deps.clock.now(), request.language, {
          customField: (key) => `CustomFieldValues[${key}]`,
        }),
      );
    },
  );

  app.get(
    '/api/app/subscription/price-amount',
    {
      schema: {
        operationId: 'getSubscriptionPrice',
        tags: ['pricing'],
        summary: 'The price of a subscription from a start date (today when unset)',
        description:
          'Custom fields and add-ons: one `customFieldValues[key]=value` parameter each.',
        querystring: subscriptionPriceQuerySchema,
        response,
      },
    },
    async (request) => {
      const { priceId, from, quantity, customFieldValues } = request.query;
      return priceAmount(
        app.db,
        tenantOf(request).id,
        priceId,
        { quantity, customFieldValues, subscriptionStartDate: from },
        loose(app.deps.clock.now(), request.language, {
          subscriptionStartDate: 'from',
          customField: (key) => `customFieldValues[${key}]`,
        }),
      );
    },
  );

  app.get(
    '/api/app/reservation-v2/price-amount',
    {
      schema: {
        operationId: 'getReservationPrice',
        tags: ['pricing'],
        summary: 'The price of a reservation for a period, quantity and providers',
        description:
          'Custom fields and add-ons: one `CustomFields[key]=value` parameter each; `providersIds` repeated per id.',
        querystring: reservationPriceQuerySchema,
        response,
      },
    },
    async (request) => {
      const { priceId, from, to, quantity, providersIds, providerCount, customFieldValues } =
        request.query;
      return priceAmount(
        app.db,
        tenantOf(request).id,
        priceId,
        { quantity, customFieldValues, from, to, providerIds: providersIds, providerCount },
        loose(app.deps.clock.now(), request.language, {
          customField: (key) => `CustomFields[${key}]`,
        }),
      );
    },
  );
  done();
};
