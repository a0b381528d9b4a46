import type { PaymentAttempt } from '@storefront/contracts';
import type { OnlinePaymentDeps } from './online-payment-deps.ts';
import { completePaid } from './pay-online.ts';

/** Where a payment attempt the shopper came back to stands. */
export type SettledAttempt =
  | { kind: 'paid'; orderNumber: string }
  | { kind: 'pending'; attempt: PaymentAttempt }
  /** Failed, cancelled or expired: the cart's key is forgotten, the next try is a new attempt. */
  | { kind: 'failed'; attempt: PaymentAttempt };

/**
 * What to do with an attempt as the server now sees it (it asks the provider while the attempt
 * is pending): a paid one completes the cart (code 2) into an order, a settled unpaid one drops
 * the cart's key, a pending one waits.
 *
 * @example
 * await settleAttempt(deps, await deps.payments.paymentAttempt(id)); // { kind: 'paid', orderNumber: 'ORD-000001' }
 */
export async function settleAttempt(
  deps: Pick<OnlinePaymentDeps, 'processCart' | 'attemptKeys'>,
  attempt: PaymentAttempt,
): Promise<SettledAttempt> {
  if (attempt.status === 'paid') {
    return { kind: 'paid', orderNumber: await completePaid(deps, attempt) };
  }
  if (attempt.status === 'pending') return { kind: 'pending', attempt };
  deps.attemptKeys.forget(attempt.cartId);
  return { kind: 'failed', attempt };
}
