import * as z from 'zod/mini';
import { emailSchema } from '../validation/email.ts';
import { saudiMobileNumberSchema } from '../validation/saudi-mobile-number.ts';
import { customerOrdersPage } from '../constants/customer-orders.ts';
import { customFieldValuesSchema } from './custom-field.ts';
import { productPriceSchema } from './product.ts';

// The project's choice: the spec names the customer calls but does not show their shapes.

/** `GET /api/app/identity-customer`: the signed-in customer's profile. */
export const customerSchema = z
  .object({
    id: z.string(),
    name: z.nullable(z.string()),
    /** E.164; proven by a one-time code, so it is not changed here. */
    mobileNumber: z.string(),
    email: z.nullable(z.string()),
    customFields: customFieldValuesSchema,
  })
  .register(z.globalRegistry, { id: 'Customer' });

/**
 * Body of `PUT /api/app/identity-customer`; the answer is the updated {@link customerSchema}.
 * Left-out `email` and `customFields` stay as they are. A new `mobileNumber` needs a one-time code
 * sent to it (`POST /api/app/otp`): its `otpToken` and the `otp` the customer received.
 */
export const updateCustomerRequestSchema = z
  .object({
    name: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(100)),
    email: z.optional(z.nullable(emailSchema)),
    customFields: z.optional(customFieldValuesSchema),
    mobileNumber: z.optional(saudiMobileNumberSchema),
    otpToken: z.optional(z.string().check(z.minLength(1)).check(z.maxLength(200))),
    otp: z.optional(z.string().check(z.maxLength(20))),
  })
  .register(z.globalRegistry, { id: 'CustomerChange' });

/**
 * Query of `GET /api/app/identity-customer/orders`: 5 orders from the first unless given
 * (docs/product/constants.md), newest first unless `Sorting` says otherwise.
 */
export const customerOrdersQuerySchema = z.object({
  SkipCount: z._default(
    z.coerce.number().check(z.int()).check(z.nonnegative()),
    customerOrdersPage.skipCount,
  ),
  MaxResultCount: z._default(
    z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(100)),
    customerOrdersPage.maxResultCount,
  ),
  Sorting: z.optional(z.string().check(z.maxLength(100))),
});

/**
 * `GET /api/app/identity-customer/customer-subscription`: the customer's active subscription, or
 * JSON `null` when there is none.
 */
export const customerSubscriptionSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    productName: z.string(),
    priceId: z.string(),
    period: productPriceSchema.shape.period,
    amount: z.number(),
    /** Only an `active` subscription is answered today; the field keeps room for others. */
    status: z.enum(['active', 'cancelled', 'expired']),
    startDate: z.string(),
    /** End of the current period: the next renewal. */
    endDate: z.string(),
  })
  .register(z.globalRegistry, { id: 'CustomerSubscription' });

export type Customer = z.infer<typeof customerSchema>;
export type UpdateCustomerRequest = z.input<typeof updateCustomerRequestSchema>;
export type CustomerSubscription = z.infer<typeof customerSubscriptionSchema>;
