import * as z from 'zod/mini';

/**
 * The two card providers of docs/product/entities.md ("their identifiers are part of the
 * contract"): `moyasar`, token-style (the browser makes a card token with a publishable key, the
 * server pays with it, the shopper finishes 3-D Secure at the provider's `transaction_url`), and
 * `myfatoorah`, session-style (an embedded card form in the provider's script bound to a session,
 * then the server executes the payment). A tenant setting chooses one; Apple Pay goes through
 * `moyasar`.
 */
export const cardProviderSchema = z.enum(['moyasar', 'myfatoorah']);

/** One of the card providers. */
export type CardProvider = z.infer<typeof cardProviderSchema>;

/** Every provider a payment attempt can go through: the card providers and the instalment ones. */
export const paymentProviderSchema = z.enum(['moyasar', 'myfatoorah', 'tabby', 'tamara']);

/** One of the payment providers. */
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;
