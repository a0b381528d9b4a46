import type { TabbyEligibility } from '@storefront/contracts';
import type { PaymentsResource } from '../resources/payments-resource.ts';

/**
 * Asks whether tabby takes the cart's shopper (`POST /api/app/tabby/test-customer-eligibility`;
 * tabby checks the buyer by the cart's verified mobile number). The checkout asks in the
 * background once the number is verified, again when the amount settles on a new value, and
 * leaves tabby offered when the check fails: tabby's own session then decides.
 *
 * @example
 * const { isEligible, rejectionReason } = await checkTabbyEligibility(api.payments, cart.id);
 */
export function checkTabbyEligibility(
  payments: Pick<PaymentsResource, 'tabbyEligibility'>,
  cartId: string,
): Promise<TabbyEligibility> {
  return payments.tabbyEligibility({ cartId });
}
