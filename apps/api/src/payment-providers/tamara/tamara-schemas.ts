import { z } from 'zod';

// tamara's documented API answers, as far as the adapter reads them. Unknown fields are ignored
// (zod strips them), so tamara adding fields never breaks a payment.

/** An amount as tamara writes it: a number in the currency's unit (a numeric string is tolerated). */
const tamaraAmountSchema = z.union([
  z.number().nonnegative(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);

/** A tamara order's states (`GET /orders/{order_id}`) that the online flow can meet. */
export const tamaraOrderStatusSchema = z.enum([
  'new',
  'approved',
  'declined',
  'authorised',
  'fully_captured',
  'partially_captured',
  'canceled',
  'expired',
]);

/** tamara's answer to `POST /checkout`. `checkout_url` may be absent (no redirect offered). */
export const tamaraCheckoutSchema = z.object({
  order_id: z.string().min(1),
  checkout_id: z.string().min(1),
  checkout_url: z.string().nullish(),
});

/** tamara's answer to `GET /orders/{order_id}`. */
export const tamaraOrderSchema = z.object({
  order_id: z.string().min(1),
  order_reference_id: z.string().nullish(),
  status: tamaraOrderStatusSchema,
  total_amount: z.object({ amount: tamaraAmountSchema, currency: z.string().length(3) }),
});

/** tamara's answer to `POST /orders/{order_id}/authorise`. */
export const tamaraAuthoriseSchema = z.object({
  order_id: z.string().min(1),
  status: z.string().min(1),
});

/** tamara's answer to a cancel or a simplified refund: the order, its new status. */
export const tamaraOrderChangeSchema = z.object({ order_id: z.string().min(1) });

/** tamara's error body: `{message, errors: [{error_code}]}`. */
export const tamaraErrorSchema = z.object({
  message: z.string().nullish(),
  errors: z.array(z.object({ error_code: z.string().nullish() })).nullish(),
});

/** A tamara order as the adapter reads it. */
export type TamaraOrder = z.infer<typeof tamaraOrderSchema>;
