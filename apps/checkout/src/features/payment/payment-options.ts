import type { PaymentMethod } from '@storefront/contracts';

/**
 * A choice on the payment form. The card methods (mada, visa) are one choice, "Credit card",
 * since the card form tells them apart by the number.
 */
export type PaymentChoice = 'card' | 'applepay' | 'banktransfer' | 'cash' | 'tamara' | 'tabby';

/** Where tabby's eligibility check for the cart's shopper is. */
export type TabbyAvailability =
  /** The shopper's mobile number is not verified yet: there is nobody to check. */
  | { state: 'unverified' }
  | { state: 'checking' }
  /** Eligible, or the check itself failed (tabby's own session then has the last word). */
  | { state: 'eligible' }
  /** tabby's pre-scoring said `rejected`, with tabby's own `rejection_reason`. */
  | { state: 'ineligible'; reason: string | null };

/** What decides whether the context-dependent methods can be chosen now. */
export interface PaymentContext {
  /** `isApplePayAvailable(window)`: this browser can pay with Apple Pay. */
  applePay: boolean;
  tabby: TabbyAvailability;
}

/** Why a method cannot be chosen, as an i18n key. */
export interface OptionNote {
  key: string;
  /** Set while something is being checked: the note is a status, announced politely. */
  busy?: boolean;
}

/** One row of the payment method list. */
export interface PaymentOption {
  choice: PaymentChoice;
  available: boolean;
  /** Set when the choice is shown disabled: why. */
  note: OptionNote | null;
  /** `later`: the instalment providers, listed under "Pay later". */
  group: 'now' | 'later';
}

/** Before anything is known: no Apple Pay, tabby waiting for the shopper's identity. */
export const unknownPaymentContext: PaymentContext = {
  applePay: false,
  tabby: { state: 'unverified' },
};

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
 * tabby's `rejection_reason`s, each with the message tabby's merchant guide gives the shopper
 * (docs.tabby.ai, "Checkout flow", background pre-scoring); any other reason gets its general
 * rejection, `not_available`.
 */
const tabbyReasons = new Set(['not_available', 'order_amount_too_high', 'order_amount_too_low']);

/**
 * The i18n keys of a choice's name and description. tabby is named as its guide asks ("Pay later
 * with Tabby", "ادفع لاحقًا عبر تابي", "Use any card"); the others by their own keys.
 *
 * @example
 * optionTextKeys('tabby'); // { name: 'tabbyEligibility.methodName', description: 'tabbyEligibility.description' }
 */
export function optionTextKeys(choice: PaymentChoice): { name: string; description: string } {
  return choice === 'tabby'
    ? { name: 'tabbyEligibility.methodName', description: 'tabbyEligibility.description' }
    : { name: `payment.${choice}`, description: `payment.${choice}Description` };
}

function noteFor(choice: PaymentChoice, context: PaymentContext): OptionNote | null {
  if (choice === 'applepay' && !context.applePay) return { key: 'errors.APPLE_PAY_NOT_AVAILABLE' };
  if (choice !== 'tabby') return null;
  const { tabby } = context;
  if (tabby.state === 'unverified') return { key: 'payment.tabbyVerifyFirst' };
  if (tabby.state === 'checking') return { key: 'payment.tabbyChecking', busy: true };
  if (tabby.state === 'ineligible') {
    const known = tabby.reason !== null && tabbyReasons.has(tabby.reason);
    return { key: `tabbyEligibility.rejected.${known ? tabby.reason : 'not_available'}` };
  }
  return null;
}

/**
 * The payment options the tenant's settings enable, in display order, each available or not in
 * this context: Apple Pay only where the browser has it, tabby once the shopper is verified and
 * tabby said yes; card, tamara, cash and bank transfer always. An empty list means "No payment
 * methods are currently available."
 *
 * @example
 * paymentOptionsFor(['visa', 'applepay'], { applePay: false, tabby: { state: 'unverified' } });
 * // [{ choice: 'card', available: true, … }, { choice: 'applepay', available: false, note: { key: 'errors.APPLE_PAY_NOT_AVAILABLE' }, … }]
 */
export function paymentOptionsFor(
  methods: readonly PaymentMethod[],
  context: PaymentContext = unknownPaymentContext,
): PaymentOption[] {
  const enabled = new Set(methods);
  return order
    .filter((entry) => entry.methods.some((method) => enabled.has(method)))
    .map(({ choice, group }) => {
      const note = noteFor(choice, context);
      return { choice, group, note, available: note === null };
    });
}

/**
 * The method a choice is submitted with through the cart flow, or null for an online one (paid
 * at a provider, then completed with code 2 by the online payment).
 *
 * @example
 * submittedMethod('banktransfer'); // 'banktransfer'
 */
export function submittedMethod(choice: PaymentChoice | ''): 'cash' | 'banktransfer' | null {
  return choice === 'cash' || choice === 'banktransfer' ? choice : null;
}
