import { z } from 'zod';

// Moyasar's answers as documented (https://docs.moyasar.com/api/): only the fields the adapter
// reads are checked, and unknown fields pass, so a documented addition never breaks payments.

/** A payment (`POST /v1/payments`, `GET /v1/payments/{id}`, refund). */
export const moyasarPaymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['initiated', 'paid', 'captured', 'failed', 'authorized', 'refunded', 'voided']),
  /** Halalas. */
  amount: z.number().int().nonnegative(),
  currency: z.string().min(3),
  given_id: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  source: z
    .object({
      type: z.string(),
      message: z.string().nullable().optional(),
      transaction_url: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});

/** `GET /v1/payments` (list, filterable by `metadata[key]`). */
export const moyasarPaymentListSchema = z.object({ payments: z.array(moyasarPaymentSchema) });

/** An error answer: `{type, message, errors}`. */
export const moyasarErrorSchema = z.object({
  type: z.string().optional(),
  message: z.string().nullable().optional(),
  errors: z.unknown().optional(),
});

/** A Moyasar payment as the adapter reads it. */
export type MoyasarPayment = z.infer<typeof moyasarPaymentSchema>;
