import { z } from 'zod';

/**
 * What the checkout's payment form keeps of a cart between page loads (docs/product/flows.md,
 * "Try Again keeps the form"): the method chosen, the terms, the bank transfer's account and
 * name, and the card's name and expiry. Never the card number or its CVC: those are typed again.
 * The discount code, the notes and the identity are the cart's own, on the server.
 */
export const cartFormDraftSchema = z.object({
  /** The form's method choice (`card`, `applepay`, `tabby`, `tamara`, `cash`, `banktransfer`). */
  paymentChoice: z.string().max(32),
  termsAccepted: z.boolean(),
  bankAccountId: z.string().max(100),
  transferorName: z.string().max(200),
  nameOnCard: z.string().max(200),
  expiryMonth: z.string().max(4),
  expiryYear: z.string().max(4),
});

/** The payment form's kept values (see {@link cartFormDraftSchema}). */
export type CartFormDraft = z.infer<typeof cartFormDraftSchema>;
