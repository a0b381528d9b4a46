import type { CartCustomer } from '@storefront/contracts';
import { checkTabbyEligibility } from '@storefront/sdk/payments';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSdk } from '../../lib/sdk-context.tsx';
import type { TabbyAvailability } from './payment-options.ts';
import { useSettledValue } from './use-settled-value.ts';

/** How long the amount must rest before tabby is asked again (a quantity stepped up and down). */
export const tabbyRecheckDelayMs = 800;

/**
 * tabby's eligibility for the cart's shopper (`POST /api/app/tabby/test-customer-eligibility`),
 * asked in the background as soon as the shopper's number is verified, not when tabby is picked
 * (tabby's "background pre-scoring", docs/decisions/0045), and asked again once the amount to pay
 * has settled on a new value. Only when the tenant offers tabby. A failed check is not a rejection
 * (tabby's guide hides tabby only on `status: "rejected"`): tabby stays available, and its own
 * session, created when the shopper pays, has the last word.
 *
 * @example
 * const tabby = useTabbyAvailability(cart.id, cart.customer, methods.includes('tabby'), cart.amountToBePaid);
 */
export function useTabbyAvailability(
  cartId: string,
  customer: Pick<CartCustomer, 'mobileNumber'> | null,
  offered: boolean,
  amount: number,
): TabbyAvailability {
  const { api, tenant } = useSdk();
  const mobileNumber = customer?.mobileNumber ?? '';
  const settledAmount = useSettledValue(amount, tabbyRecheckDelayMs);
  const eligibility = useQuery({
    queryKey: queryKeys.tabbyEligibility(tenant, cartId, mobileNumber, settledAmount),
    queryFn: () => checkTabbyEligibility(api.payments, cartId),
    enabled: offered && customer !== null,
    staleTime: Infinity,
    retry: false,
  });
  if (customer === null) return { state: 'unverified' };
  if (eligibility.isPending && eligibility.fetchStatus !== 'idle') return { state: 'checking' };
  const answer = eligibility.data;
  if (answer && !answer.isEligible) return { state: 'ineligible', reason: answer.rejectionReason };
  return { state: 'eligible' };
}
