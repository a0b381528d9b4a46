import { z } from 'zod';

// tabby's documented API v2 answers, as far as the adapter reads them. Unknown fields are
// ignored (zod strips them), so tabby adding fields never breaks a payment.

/** A decimal amount as tabby writes it: a string such as `"115.00"`. */
const tabbyAmountSchema = z
  .string()
  .regex(/^\d+(\.\d{1,3})?$/)
  .transform(Number);

/** A tabby payment's states (`GET /api/v2/payments/{id}`). */
export const tabbyPaymentStatusSchema = z.enum([
  'CREATED',
  'AUTHORIZED',
  'CLOSED',
  'REJECTED',
  'EXPIRED',
]);

/** A tabby payment: `GET /api/v2/payments/{id}` and the answer to a capture. */
export const tabbyPaymentSchema = z.object({
  id: z.string().min(1),
  status: tabbyPaymentStatusSchema,
  amount: tabbyAmountSchema,
  currency: z.string().length(3),
  order: z.object({ reference_id: z.string().nullish() }).nullish(),
  captures: z.array(z.object({ amount: tabbyAmountSchema })).nullish(),
  refunds: z.array(z.object({ amount: tabbyAmountSchema })).nullish(),
});

/** tabby's answer to `POST /api/v2/checkout` when pre-scoring accepts the shopper. */
const tabbyCreatedSessionSchema = z.object({
  id: z.string().min(1),
  // tabby documents `created` for a session that passed pre-scoring; `approved` is an alias.
  status: z.enum(['created', 'approved']),
  payment: z.object({ id: z.string().min(1) }),
  configuration: z.object({
    available_products: z
      .object({
        installments: z.array(z.object({ web_url: z.string().nullish() })).nullish(),
      })
      .nullish(),
  }),
});

/**
 * tabby's answer to `POST /api/v2/checkout` when pre-scoring rejects the shopper. Its guide now
 * names the reason at `configuration.available_products.installments[0].rejection_reason`; the
 * earlier `configuration.products.installments.rejection_reason` is still read (docs.tabby.ai,
 * "Checkout flow", background pre-scoring).
 */
const tabbyRejectedSessionSchema = z.object({
  status: z.literal('rejected'),
  configuration: z
    .object({
      available_products: z
        .object({
          installments: z.array(z.object({ rejection_reason: z.string().nullish() })).nullish(),
        })
        .nullish(),
      products: z
        .object({
          installments: z.object({ rejection_reason: z.string().nullish() }).nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

/** tabby's answer to `POST /api/v2/checkout` (`expired` sessions are a creation failure). */
export const tabbyCheckoutSessionSchema = z.discriminatedUnion('status', [
  tabbyCreatedSessionSchema,
  tabbyRejectedSessionSchema,
  z.object({ status: z.literal('expired') }),
]);

/** tabby's error body: `{status: "error", errorType, error}`. */
export const tabbyErrorSchema = z.object({
  errorType: z.string().nullish(),
  error: z.string().nullish(),
});

/** A tabby payment as the adapter reads it. */
export type TabbyPayment = z.infer<typeof tabbyPaymentSchema>;
