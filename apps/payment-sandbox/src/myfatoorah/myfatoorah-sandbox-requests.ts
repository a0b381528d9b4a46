import { z } from 'zod';

// What the sandbox accepts, as MyFatoorah's API v2 documents it (PascalCase fields).

const webUrl = z.url({ protocol: /^https?$/ });

/** `POST /v2/InitiateSession`. */
export const initiateSessionRequestSchema = z.object({
  CustomerIdentifier: z.string().max(100).nullable().optional(),
});

/** `POST /v2/ExecutePayment` with a session the embedded form filled. */
export const executePaymentRequestSchema = z.object({
  SessionId: z.string().min(1),
  InvoiceValue: z.number().positive(),
  CallBackUrl: webUrl,
  ErrorUrl: webUrl,
  CustomerReference: z.string().max(100).nullable().optional(),
  DisplayCurrencyIso: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable()
    .optional(),
  CustomerName: z.string().max(100).nullable().optional(),
  Language: z.enum(['ar', 'en', 'AR', 'EN']).nullable().optional(),
});

/** `POST /v2/GetPaymentStatus`. */
export const paymentStatusRequestSchema = z.object({
  Key: z.union([z.string().min(1), z.number()]).transform(String),
  KeyType: z.enum(['InvoiceId', 'PaymentId']),
});

/** `POST /v2/MakeRefund`. */
export const makeRefundRequestSchema = z.object({
  Key: z.union([z.string().min(1), z.number()]).transform(String),
  KeyType: z.enum(['InvoiceId', 'PaymentId']),
  Amount: z.number().positive(),
  Comment: z.string().max(500).nullable().optional(),
  RefundChargeOnCustomer: z.boolean().optional(),
  ServiceChargeOnCustomer: z.boolean().optional(),
});

/** The embedded form's card, posted by its iframe. */
export const sessionCardRequestSchema = z.object({
  number: z.string().max(40),
  name: z.string().max(200),
  /** `MM/YY`. */
  expiry: z.string().max(10),
  cvc: z.string().max(10),
  lang: z.string().optional(),
});

/** The 3-D Secure page's form. */
export const threeDSecureFormSchema = z.object({
  action: z.enum(['authenticate', 'fail']),
  lang: z.string().optional(),
});

/** A zod failure as MyFatoorah's `ValidationErrors`. */
export function validationErrors(error: z.ZodError): { Name: string; Error: string }[] {
  return error.issues.map((issue) => ({
    Name: issue.path.map(String).join('.') || 'Body',
    Error: issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : issue.message,
  }));
}
