import type { BankReceiptInput } from '@storefront/contracts';
import type { PaymentChoice } from '../features/payment/payment-options.ts';

/** What the payment form holds (the identity and discount code have forms of their own). */
export interface CheckoutFormValues {
  paymentChoice: PaymentChoice | '';
  termsAccepted: boolean;
  notes: string;
  bankAccountId: string;
  transferorName: string;
  receipt: BankReceiptInput;
}

/** The form's starting values; `paymentChoice` is the first method this checkout can take. */
export function initialCheckoutValues(
  paymentChoice: PaymentChoice | '',
  notes: string | null,
): CheckoutFormValues {
  return {
    paymentChoice,
    termsAccepted: false,
    notes: notes ?? '',
    bankAccountId: '',
    transferorName: '',
    receipt: null,
  };
}
