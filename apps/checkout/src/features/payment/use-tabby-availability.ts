import type { CartCustomer } from '@storefront/contracts';
import { checkTabbyEligibility } from '@storefront/sdk/payments';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSdk } from '../../lib/sdk-context.tsx';
import type { TabbyAvailability } from './payment-options.ts';

/**
 * tabby's eligibility for the cart's shopper (`POST /api/app/tabby/test-customer-eligibility`),
 * asked once per cart and mobile number, only when the tenant offers tabby and the shopper's
 * number is verified (tabby checks the buyer by phone). A failed check leaves tabby available:
 * tabby's own page then decides.
 *
 * @example
 * const tabby = useTabbyAvailability(cart.id, cart.customer, methods.includes('tabby'));
 */
export function useTabbyAvailability(
  cartId: string,
  customer: Pick<CartCustomer, 'mobileNumber'> | null,
  offered: boolean,
): TabbyAvailability {
  const { api, tenant } = useSdk();
  const mobileNumber = customer?.mobileNumber ?? '';
  const eligibility = useQuery({
    queryKey: queryKeys.tabbyEligibility(tenant, cartId, mobileNumber),
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
