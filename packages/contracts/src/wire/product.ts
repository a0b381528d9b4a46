import * as z from 'zod/mini';
import { productTypeSchema } from '../constants/product-type.ts';
import { customFieldSchema } from './custom-field.ts';

/** One pricing option of a product, with its stock (docs/product/entities.md). */
export const productPriceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    amount: z.number(),
    discountedAmount: z.nullable(z.number()),
    /** Deposit taken per unit when the product asks for one; null when it does not. */
    depositAmount: z.nullable(z.number()),
    /** Subscription period of a subscription price (`month`, `year`); null otherwise. */
    period: z.nullable(z.enum(['month', 'year'])),
    stock: z.object({
      isUnlimited: z.boolean(),
      availableQuantity: z.int().check(z.nonnegative()),
    }),
  })
  .register(z.globalRegistry, { id: 'ProductPrice' });

/** A provider a reservation can be booked with. */
export const productProviderSchema = z
  .object({ id: z.string(), name: z.string() })
  .register(z.globalRegistry, { id: 'ProductProvider' });

/**
 * `GET /api/app/product/checkout/{productId}`: the Product of docs/product/entities.md with its
 * reservation extras and `imageUrl` (docs/product/api.md). Names follow `Accept-Language`.
 */
export const productSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    typeString: productTypeSchema,
    imageUrl: z.nullable(z.string()),
    pricing: z.array(productPriceSchema),
    amount: z.number(),
    discountedAmount: z.nullable(z.number()),
    customFields: z.array(customFieldSchema),
    subscriptionStartDate: z.nullable(z.string()),
    isFullDayBooking: z.boolean(),
    isVariableDuration: z.boolean(),
    enableCustomerToChooseProvider: z.boolean(),
    showProviderName: z.boolean(),
    productProviders: z.array(productProviderSchema),
    hasGeofencedProviders: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'Product' });

export type ProductPrice = z.infer<typeof productPriceSchema>;
export type ProductProvider = z.infer<typeof productProviderSchema>;
export type Product = z.infer<typeof productSchema>;
