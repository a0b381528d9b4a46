import { bankTransferSchema, termsAcceptedSchema } from '@storefront/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { orderNotesMaxLength } from '../../features/order-notes/order-notes-limits.ts';
import type { CheckoutFormValues } from './checkout-form-values.ts';

/** A failed field of the payment form and the i18n key of its message. */
export type CheckoutFormErrors = Partial<Record<keyof CheckoutFormValues, string>>;

const notesSchema = z
  .string()
  .check(z.maxLength(orderNotesMaxLength, { error: 'validation.invalid' }));

function firstMessage(result: { success: boolean; error?: z.core.$ZodError }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? 'validation.invalid');
}

/**
 * Checks the payment form with the shared rules of docs/product/validation.md: a payment method
 * (the list offers only those that can be chosen now), the terms accepted ("You must accept the
 * terms and conditions"), notes within the API's limit, and for a bank transfer contracts'
 * `bankTransferSchema` (the account, "Transferor name" of at least 2 characters, one PNG, JPG or
 * GIF receipt of at most 10 MB). Every failed field is reported at once, so the form can focus the
 * first one in page order.
 *
 * @example
 * validateCheckoutForm({ ...values, termsAccepted: false }).termsAccepted; // 'validation.terms.required'
 */
export function validateCheckoutForm(values: CheckoutFormValues): CheckoutFormErrors {
  const errors: CheckoutFormErrors = {};
  if (values.paymentChoice === '') {
    errors.paymentChoice = 'payment.required';
  }
  const terms = firstMessage(termsAcceptedSchema.safeParse(values.termsAccepted));
  if (terms) errors.termsAccepted = terms;
  const notes = firstMessage(notesSchema.safeParse(values.notes));
  if (notes) errors.notes = notes;
  if (values.paymentChoice === 'banktransfer') {
    const transfer = bankTransferSchema.safeParse({
      bankAccountId: values.bankAccountId,
      transferorName: values.transferorName,
      receipt: values.receipt,
    });
    for (const issue of transfer.success ? [] : transfer.error.issues) {
      const field = issue.path[0];
      if (field === 'bankAccountId' || field === 'transferorName' || field === 'receipt') {
        errors[field] ??= issue.message;
      }
    }
  }
  return errors;
}

/**
 * {@link validateCheckoutForm} as a react-hook-form resolver; each error's message is an i18n key.
 *
 * @example
 * useForm<CheckoutFormValues>({ resolver: checkoutFormResolver });
 */
export const checkoutFormResolver: Resolver<CheckoutFormValues> = (values) => {
  const found = validateCheckoutForm(values);
  const entries = Object.entries(found);
  if (entries.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    entries.map(([field, message]) => [field, { type: 'validation', message }]),
  ) as FieldErrors<CheckoutFormValues>;
  return { values: {}, errors };
};
