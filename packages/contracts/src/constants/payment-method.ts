import * as z from 'zod/mini';

/** Payment method values (docs/product/entities.md). */
export const paymentMethodSchema = z.enum([
  'mada',
  'visa',
  'cash',
  'applepay',
  'tamara',
  'tabby',
  'banktransfer',
]);

/** One of the payment method values. */
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The numeric code sent on submit (`/process?paymentMethod=`): 1 cash, 2 online, 3 bank transfer. */
export const paymentMethodCodeSchema = z.literal([1, 2, 3], {
  error: 'validation.paymentMethodCode.invalid',
});

/** A payment method code sent on submit. */
export type PaymentMethodCode = z.infer<typeof paymentMethodCodeSchema>;

/**
 * Submit codes per method (docs/product/constants.md): cash 1; mada, visa, applepay, tamara, tabby
 * 2; banktransfer 3.
 */
export const paymentMethodCodes: Readonly<Record<PaymentMethod, PaymentMethodCode>> = {
  cash: 1,
  mada: 2,
  visa: 2,
  applepay: 2,
  tamara: 2,
  tabby: 2,
  banktransfer: 3,
};

/** Code used for a method the table does not know (docs/product/constants.md: "default 1"). */
export const defaultPaymentMethodCode: PaymentMethodCode = 1;

/**
 * Tamara splits the amount into 4 interest-free payments (docs/product/overview.md and
 * constants.md).
 */
export const tamaraInstalmentCount = 4;

/**
 * The submit code of a payment method; unknown or missing methods give the default, 1.
 *
 * @example
 * paymentMethodCode('banktransfer'); // 3
 * paymentMethodCode('visa'); // 2
 */
export function paymentMethodCode(method: string | null | undefined): PaymentMethodCode {
  const parsed = paymentMethodSchema.safeParse(method);
  return parsed.success ? paymentMethodCodes[parsed.data] : defaultPaymentMethodCode;
}
