import * as z from 'zod/mini';
import { emailSchema } from '../validation/email.ts';
import { customFieldValuesSchema } from './custom-field.ts';
import { productPriceSchema } from './product.ts';

// The project's choice: the spec names the customer calls but does not show their shapes.

/** `GET /api/app/identity-customer`: the signed-in customer's profile. */
export const customerSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  /** E.164; proven by a one-time code, so it is not changed here. */
  mobileNumber: z.string(),
  email: z.nullable(z.string()),
  customFields: customFieldValuesSchema,
});

/** Body of `PUT /api/app/identity-customer`; the answer is the updated {@link customerSchema}. */
export const updateCustomerRequestSchema = z.object({
  name: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(100)),
  email: z.optional(z.nullable(emailSchema)),
  customFields: z.optional(customFieldValuesSchema),
});

/**
 * `GET /api/app/identity-customer/customer-subscription`: the customer's active subscription, or
 * JSON `null` when there is none.
 */
export const customerSubscriptionSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  priceId: z.string(),
  period: productPriceSchema.shape.period,
  amount: z.number(),
  startDate: z.string(),
  endDate: z.string(),
});

export type Customer = z.infer<typeof customerSchema>;
export type UpdateCustomerRequest = z.input<typeof updateCustomerRequestSchema>;
export type CustomerSubscription = z.infer<typeof customerSubscriptionSchema>;
