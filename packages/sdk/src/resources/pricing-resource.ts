import { priceAmountSchema, type CustomFieldValues, type PriceAmount } from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';
import { dictionaryQuery } from './dictionary-query.ts';

/** What every price-amount call prices: a price, a quantity, chosen custom fields and add-ons. */
export interface PriceQuery {
  priceId: string;
  quantity: number;
  /** Values of the product's custom fields, by field key. */
  customFields?: CustomFieldValues;
  /** Chosen add-ons (custom fields with a price), by field key; sent merged with `customFields`. */
  addOns?: CustomFieldValues;
}

/** A subscription price from a start date. */
export interface SubscriptionPriceQuery extends PriceQuery {
  /** ISO 8601 start of the subscription. */
  from: string;
}

/** A reservation price for a period and its providers. */
export interface ReservationPriceQuery extends PriceQuery {
  /** ISO 8601 start and end of the booked period; without them the chosen price alone is priced. */
  from?: string | undefined;
  to?: string | undefined;
  providersIds?: readonly string[];
  providerCount?: number;
}

/**
 * The three price-amount calls of docs/product/api.md. Each answers `{effectiveQuantity,
 * totalPrice, totalAfterDiscount, depositAmount}`. Custom fields and add-ons are merged into one
 * dictionary (an add-on wins over a custom field of the same key) and sent ABP style, one
 * `Name[key]=value` parameter per entry, under the name and casing docs/product/api.md gives each
 * call.
 */
export interface PricingResource {
  /** `GET /api/app/merchandise/price-amount?PriceId&Quantity&CustomFieldValues[key]=value`. */
  merchandise(query: PriceQuery, options?: CallOptions): Promise<PriceAmount>;
  /** `GET /api/app/subscription/price-amount?priceId&from&quantity&customFieldValues[key]=value`. */
  subscription(query: SubscriptionPriceQuery, options?: CallOptions): Promise<PriceAmount>;
  /**
   * `GET /api/app/reservation-v2/price-amount?priceId&from&to&quantity&providersIds&providerCount&CustomFields[key]=value`
   * (`providersIds` repeated per id).
   */
  reservation(query: ReservationPriceQuery, options?: CallOptions): Promise<PriceAmount>;
}

const merged = (query: PriceQuery): CustomFieldValues => ({
  ...query.customFields,
  ...query.addOns,
});

/**
 * Price amounts over an http-client.
 *
 * @example
 * const pricing = createPricingResource(http);
 * const amount = await pricing.merchandise({
 *   priceId,
 *   quantity: 2,
 *   customFields: { engraving: 'Sara' },
 *   addOns: { giftWrap: 'true' },
 * });
 * // GET /api/app/merchandise/price-amount?PriceId=…&Quantity=2
 * //     &CustomFieldValues%5Bengraving%5D=Sara&CustomFieldValues%5BgiftWrap%5D=true
 */
export function createPricingResource(http: HttpClient): PricingResource {
  return {
    merchandise: (query, options) =>
      http.get('/api/app/merchandise/price-amount', {
        ...options,
        responseSchema: priceAmountSchema,
        query: {
          PriceId: query.priceId,
          Quantity: query.quantity,
          ...dictionaryQuery('CustomFieldValues', merged(query)),
        },
      }),
    subscription: (query, options) =>
      http.get('/api/app/subscription/price-amount', {
        ...options,
        responseSchema: priceAmountSchema,
        query: {
          priceId: query.priceId,
          from: query.from,
          quantity: query.quantity,
          ...dictionaryQuery('customFieldValues', merged(query)),
        },
      }),
    reservation: (query, options) =>
      http.get('/api/app/reservation-v2/price-amount', {
        ...options,
        responseSchema: priceAmountSchema,
        query: {
          priceId: query.priceId,
          from: query.from,
          to: query.to,
          quantity: query.quantity,
          providersIds: query.providersIds,
          providerCount: query.providerCount,
          ...dictionaryQuery('CustomFields', merged(query)),
        },
      }),
  };
}
