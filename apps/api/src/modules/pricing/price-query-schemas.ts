import { z } from 'zod';
import { parseInstant } from '../catalog/parse-instant.ts';
import { queryCount, queryList, withQueryDictionary } from '../catalog/query-parameters.ts';

/** An id as a query carries it; one that names nothing answers 404, not 400. */
const idSchema = z.string().trim().min(1).max(64);

/** An ISO 8601 date-time with `Z` or an offset. */
const instantSchema = z
  .string()
  .max(40)
  .refine((text) => parseInstant(text) !== null, { error: 'validation.invalid' });

/** An ISO 8601 date (`YYYY-MM-DD`) or date-time. */
const dateOrInstantSchema = z.union([z.iso.date(), instantSchema]);

/** `GET /api/app/merchandise/price-amount?PriceId&Quantity&CustomFieldValues[key]=value`. */
export const merchandisePriceQuerySchema = withQueryDictionary(
  { PriceId: idSchema, Quantity: queryCount.default(1) },
  'CustomFieldValues',
  'customFieldValues',
);

/** `GET /api/app/subscription/price-amount?priceId&from&quantity&customFieldValues[key]=value`. */
export const subscriptionPriceQuerySchema = withQueryDictionary(
  {
    priceId: idSchema,
    from: dateOrInstantSchema.optional(),
    quantity: queryCount.default(1),
  },
  'customFieldValues',
  'customFieldValues',
);

/**
 * `GET /api/app/reservation-v2/price-amount?priceId&from&to&quantity&providersIds&providerCount&CustomFields[key]=value`
 * (`providersIds` repeated per id). `from` and `to` are the chosen slot; without them the price
 * is one slot's.
 */
export const reservationPriceQuerySchema = withQueryDictionary(
  {
    priceId: idSchema,
    from: instantSchema.optional(),
    to: instantSchema.optional(),
    quantity: queryCount.default(1),
    providersIds: queryList(idSchema),
    providerCount: queryCount.default(1),
  },
  'CustomFields',
  'customFieldValues',
);
