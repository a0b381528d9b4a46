import { z } from 'zod';
import { productTypeSchema } from '../constants/product-type.ts';
import { customFieldSchema } from './custom-field.ts';

/** One pricing option of a product, with its stock (spec section 3). */
export const productPriceSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.number(),
  discountedAmount: z.number().nullable(),
  /** Deposit taken per unit when the product asks for one; null when it does not. */
  depositAmount: z.number().nullable(),
  /** Subscription period of a subscription price (`month`, `year`); null otherwise. */
  period: z.enum(['month', 'year']).nullable(),
  stock: z.object({ isUnlimited: z.boolean(), availableQuantity: z.number().int().nonnegative() }),
});

/** A provider a reservation can be booked with. */
export const productProviderSchema = z.object({ id: z.string(), name: z.string() });

/**
 * `GET /api/app/product/checkout/{productId}`: the Product of spec section 3 with its reservation
 * extras and `imageUrl` (decisions.md). Names follow `Accept-Language`.
 */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  typeString: productTypeSchema,
  imageUrl: z.string().nullable(),
  pricing: z.array(productPriceSchema),
  amount: z.number(),
  discountedAmount: z.number().nullable(),
  customFields: z.array(customFieldSchema),
  subscriptionStartDate: z.string().nullable(),
  isFullDayBooking: z.boolean(),
  isVariableDuration: z.boolean(),
  enableCustomerToChooseProvider: z.boolean(),
  showProviderName: z.boolean(),
  productProviders: z.array(productProviderSchema),
  hasGeofencedProviders: z.boolean(),
});

export type ProductPrice = z.infer<typeof productPriceSchema>;
export type ProductProvider = z.infer<typeof productProviderSchema>;
export type Product = z.infer<typeof productSchema>;
