import type { BankReceiptInput } from '@storefront/contracts';
import type { CartFormDraft } from '@storefront/sdk';
import type { CardFormValues } from '../../features/card-form/card-form-values.ts';
import type { PaymentChoice } from '../../features/payment/payment-options.ts';

/** What the payment form holds (the identity and discount code have forms of their own). */
export interface CheckoutFormValues {
  paymentChoice: PaymentChoice | '';
  termsAccepted: boolean;
  notes: string;
  bankAccountId: string;
  transferorName: string;
  receipt: BankReceiptInput;
}

/**
 * The form's starting values: `paymentChoice` is the first method this checkout can take, unless
 * a kept draft (the form as it was when the page left for a provider) chose one of `choices`; the
 * draft's terms and bank transfer fields come back with it (docs/product/flows.md, "Try Again
 * keeps the form").
 *
 * @example
 * initialCheckoutValues('cash', null); // { paymentChoice: 'cash', termsAccepted: false, … }
 * initialCheckoutValues('cash', null, draft, ['card', 'cash']); // { paymentChoice: 'card', termsAccepted: true, … }
 */
export function initialCheckoutValues(
  paymentChoice: PaymentChoice | '',
  notes: string | null,
  draft: CartFormDraft | null = null,
  choices: readonly PaymentChoice[] = [],
): CheckoutFormValues {
  const kept = draft !== null && choices.some((choice) => choice === draft.paymentChoice);
  return {
    paymentChoice: kept ? (draft.paymentChoice as PaymentChoice) : paymentChoice,
    termsAccepted: draft?.termsAccepted ?? false,
    notes: notes ?? '',
    bankAccountId: draft?.bankAccountId ?? '',
    transferorName: draft?.transferorName ?? '',
    receipt: null,
  };
}

/**
 * The draft kept of the form before the page leaves for a provider: everything but the notes
 * (the cart's own), the receipt file, and the card's number and CVC, which are never stored.
 *
 * @example
 * formDraftOf(form.getValues(), cardForm.getValues()); // { paymentChoice: 'card', termsAccepted: true, nameOnCard: 'Sara', … }
 */
export function formDraftOf(values: CheckoutFormValues, card: CardFormValues): CartFormDraft {
  return {
    paymentChoice: values.paymentChoice,
    termsAccepted: values.termsAccepted,
    bankAccountId: values.bankAccountId,
    transferorName: values.transferorName,
    nameOnCard: card.nameOnCard,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
}

/**
 * The card form's starting values: the kept draft's name and expiry; number and CVC empty.
 *
 * @example
 * initialCardValues(draft); // { cardNumber: '', nameOnCard: 'Sara', expiryMonth: '12', expiryYear: '30', cvc: '', zipCode: '' }
 */
export function initialCardValues(draft: CartFormDraft | null): Partial<CardFormValues> {
  if (draft === null) return {};
  return {
    nameOnCard: draft.nameOnCard,
    expiryMonth: draft.expiryMonth,
    expiryYear: draft.expiryYear,
  };
}
