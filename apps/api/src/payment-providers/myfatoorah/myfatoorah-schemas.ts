import { z } from 'zod';

// MyFatoorah's answers as its API v2 documents them (https://docs.myfatoorah.com): only the fields
// the adapter reads are checked, and unknown fields pass.

/** Every answer: `{IsSuccess, Message, ValidationErrors, Data}`. */
export const myFatoorahEnvelopeSchema = z.object({
  IsSuccess: z.boolean(),
  Message: z.string().nullable().optional(),
  ValidationErrors: z
    .array(
      z.object({ Name: z.string().nullable().optional(), Error: z.string().nullable().optional() }),
    )
    .nullable()
    .optional(),
  Data: z.unknown().optional(),
});

/** `InitiateSession`'s data. */
export const initiateSessionDataSchema = z.object({
  SessionId: z.string().min(1),
  CountryCode: z.string().min(2),
});

/** `ExecutePayment`'s data. */
export const executePaymentDataSchema = z.object({
  InvoiceId: z.union([z.number().int(), z.string().min(1)]),
  PaymentURL: z.string().min(1),
});

const emptyAsNull = z
  .string()
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** One transaction of an invoice (`InvoiceTransactions[]`). */
export const invoiceTransactionSchema = z.object({
  PaymentId: z.union([z.string(), z.number()]).nullable().optional(),
  TransactionStatus: z.string().nullable().optional(),
  PaidCurrency: emptyAsNull,
  Currency: emptyAsNull,
  Error: emptyAsNull,
  ErrorCode: emptyAsNull,
});

/** `GetPaymentStatus`'s data. */
export const paymentStatusDataSchema = z.object({
  InvoiceId: z.union([z.number().int(), z.string().min(1)]),
  InvoiceStatus: z.enum(['Pending', 'Paid', 'Failed', 'Canceled']),
  InvoiceValue: z.number().nonnegative(),
  InvoiceDisplayValue: emptyAsNull,
  CustomerReference: emptyAsNull,
  InvoiceTransactions: z.array(invoiceTransactionSchema).nullable().optional(),
});

/** `MakeRefund`'s data. */
export const makeRefundDataSchema = z.object({
  RefundId: z.union([z.number(), z.string()]).nullable().optional(),
});

/** MyFatoorah's answer envelope. */
export type MyFatoorahEnvelope = z.infer<typeof myFatoorahEnvelopeSchema>;
/** An invoice's status as the adapter reads it. */
export type MyFatoorahPaymentStatus = z.infer<typeof paymentStatusDataSchema>;
