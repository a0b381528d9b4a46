import { dataFreshness } from '@storefront/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccountApi, useAccountScope } from '../../lib/account-api.tsx';
import { accountQueryKeys } from '../../lib/account-query-keys.ts';

/**
 * The signed-in customer's saved locations (`GET /api/app/customer-locations`), and a function
 * that reloads them after a change. The account's locations page uses it, and so can any screen
 * that lets the shopper pick one (the reservation widget's customer location), through
 * {@link SavedLocationPicker} or on its own. Needs an `AccountApiProvider` and a signed-in session.
 *
 * @example
 * const { locations } = useSavedLocations();
 * locations.data?.items.map((location) => location.description);
 */
export function useSavedLocations({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useAccountApi().locations;
  const { tenant, customerId } = useAccountScope();
  const queryClient = useQueryClient();
  const queryKey = accountQueryKeys.customerLocations(tenant, customerId);
  const locations = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.list({ signal }),
    enabled,
    ...dataFreshness.default,
  });
  return { locations, refresh: () => queryClient.invalidateQueries({ queryKey }) };
}
