import { z } from 'zod';

// What the sandbox accepts, as Moyasar documents it. Unknown fields are ignored as Moyasar does.

const numberOrText = z.union([z.string(), z.number()]).transform(String);
const webUrl = z.url({ protocol: /^https?$/ });

/** `POST /v1/tokens` (browser, publishable key). */
export const tokenRequestSchema = z.object({
  publishable_api_key: z.string().optional(),
  name: z.string().max(200).default(''),
  number: numberOrText,
  month: numberOrText,
  year: numberOrText,
  cvc: numberOrText,
  save_only: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  callback_url: webUrl.optional(),
});

/** Apple Pay's payment token (`ApplePayPaymentToken`), as the browser passes it JSON-encoded. */
export const applePayTokenSchema = z.object({
  transactionIdentifier: z.string().min(1),
  paymentMethod: z
    .object({
      displayName: z.string().optional(),
      network: z.string().optional(),
      type: z.string().optional(),
    })
    .optional(),
  paymentData: z.unknown().optional(),
});

/** `POST /v1/payments`: a saved token (server, 3-D Secure) or Apple Pay (browser). */
export const paymentRequestSchema = z.object({
  publishable_api_key: z.string().optional(),
  given_id: z.string().min(1).max(100).optional(),
  amount: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  description: z.string().max(255).nullable().optional(),
  callback_url: webUrl.optional(),
  metadata: z.record(z.string().max(40), z.union([z.string(), z.number(), z.boolean()])).optional(),
  source: z.discriminatedUnion('type', [
    z.object({ type: z.literal('token'), token: z.string(), '3ds': z.boolean().optional() }),
    z.object({ type: z.literal('applepay'), token: z.string() }),
  ]),
});

/** `POST /v1/payments/{id}/refund`: the whole payment when `amount` is left out. */
export const refundRequestSchema = z.object({ amount: z.number().int().positive().optional() });

/** `POST /v1/applepay/initiate`. */
export const applePayInitiateRequestSchema = z.object({
  publishable_api_key: z.string().optional(),
  validation_url: webUrl,
  display_name: z.string().min(1).max(64),
  domain_name: z.string().min(1).max(253),
});

/** The 3-D Secure page's form. */
export const threeDSecureFormSchema = z.object({
  action: z.enum(['authenticate', 'fail']),
  lang: z.string().optional(),
});

/** A zod failure as Moyasar's `errors`: field name → messages. */
export function moyasarFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'base';
    const message =
      issue.code === 'invalid_type' && issue.input === undefined ? "can't be blank" : 'is invalid';
    (errors[field] ??= []).push(message);
  }
  return errors;
}
