import { createCardSchema, type ValidationMessageKey } from '@storefront/contracts';
import type { CardDetails } from '@storefront/sdk';

/** What the card form holds, as typed (the number with its spaces). */
export interface CardFormValues {
  cardNumber: string;
  nameOnCard: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  zipCode: string;
}

/** The empty card form. */
export const emptyCardForm: CardFormValues = {
  cardNumber: '',
  nameOnCard: '',
  expiryMonth: '',
  expiryYear: '',
  cvc: '',
  zipCode: '',
};

/**
 * The card for the provider (digits only, Western digits, `YY` year) from valid form values (the contracts' card schema cleans them:
 * spaces out, Arabic-Indic digits Western), or null when they are not valid.
 *
 * @example
 * toCardForProvider(values, () => new Date()); // { number: '4111111111111111', name: 'Sara', month: '04', year: '30', cvc: '123' }
 */
export function toCardForProvider(values: CardFormValues, now: () => Date): CardDetails | null {
  const parsed = createCardSchema({ now }).safeParse(values);
  if (!parsed.success) return null;
  const card = parsed.data;
  return {
    number: card.cardNumber,
    name: card.nameOnCard,
    month: card.expiryMonth,
    year: card.expiryYear,
    cvc: card.cvc,
  };
}

/** The provider's card fields (its `errors` keys) and the form's, with the message shown. */
const providerFields: Readonly<
  Record<string, { field: keyof CardFormValues; message: ValidationMessageKey }>
> = {
  number: { field: 'cardNumber', message: 'validation.cardNumber.invalid' },
  name: { field: 'nameOnCard', message: 'validation.invalid' },
  month: { field: 'expiryMonth', message: 'validation.expiryMonth.invalid' },
  year: { field: 'expiryYear', message: 'validation.expiryYear.invalid' },
  cvc: { field: 'cvc', message: 'validation.cvc.invalid' },
};

/**
 * The form fields the provider refused (its `errors: {number: ["is invalid"]}`), each with the
 * validation message key to show on it in the page's language (the provider's own words are
 * English only).
 *
 * @example
 * providerFieldErrors({ number: ['is invalid'] }); // [{ field: 'cardNumber', message: 'validation.cardNumber.invalid' }]
 */
export function providerFieldErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
): { field: keyof CardFormValues; message: ValidationMessageKey }[] {
  return Object.entries(fieldErrors).flatMap(([name, complaints]) => {
    const known = providerFields[name];
    return known && complaints.length > 0 ? [known] : [];
  });
}
