import type { PaymentMethod } from '@storefront/contracts';

/**
 * A choice on the payment form. The card methods (mada, visa) are one choice, "Credit card",
 * since the card form tells them apart by the number.
 */
export type PaymentChoice = 'card' | 'applepay' | 'banktransfer' | 'cash' | 'tamara' | 'tabby';

/** One row of the payment method list. */
export interface PaymentOption {
  choice: PaymentChoice;
  /** False for the online methods, which this checkout shows but cannot take yet. */
  available: boolean;
  /** `later`: the instalment providers, listed under "Pay later". */
  group: 'now' | 'later';
}

/** The choices this checkout completes itself: cash and bank transfer (spec section 4). */
export const availableChoices: ReadonlySet<PaymentChoice> = new Set(['cash', 'banktransfer']);

const order: readonly {
  choice: PaymentChoice;
  methods: readonly PaymentMethod[];
  group: 'now' | 'later';
}[] = [
  { choice: 'card', methods: ['mada', 'visa'], group: 'now' },
  { choice: 'applepay', methods: ['applepay'], group: 'now' },
  { choice: 'banktransfer', methods: ['banktransfer'], group: 'now' },
  { choice: 'cash', methods: ['cash'], group: 'now' },
  { choice: 'tamara', methods: ['tamara'], group: 'later' },
  { choice: 'tabby', methods: ['tabby'], group: 'later' },
];

/**
 * The payment options the tenant's settings enable, in display order; an empty list means "No
 * payment methods are currently available."
 *
 * @example
 * paymentOptionsFor(['visa', 'cash']); // [{ choice: 'card', available: false, … }, { choice: 'cash', available: true, … }]
 */
export function paymentOptionsFor(methods: readonly PaymentMethod[]): PaymentOption[] {
  const enabled = new Set(methods);
  return order
    .filter((entry) => entry.methods.some((method) => enabled.has(method)))
    .map(({ choice, group }) => ({ choice, group, available: availableChoices.has(choice) }));
}

/**
 * The method a choice is submitted with, or null for one this checkout cannot submit.
 *
 * @example
 * submittedMethod('banktransfer'); // 'banktransfer'
 */
export function submittedMethod(choice: PaymentChoice | ''): 'cash' | 'banktransfer' | null {
  return choice === 'cash' || choice === 'banktransfer' ? choice : null;
}
