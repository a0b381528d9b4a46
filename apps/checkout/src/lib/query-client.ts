import { dataFreshness } from '@storefront/contracts';
import { QueryClient } from '@tanstack/react-query';

/**
 * The page's TanStack Query client. Fresh and keep times default to docs/product/constants.md's (60
 * s stale, 5 min kept); each query spreads its own `dataFreshness` entry. Query retries are off:
 * the SDK's http-client already retries per docs/product/errors.md, so a second layer would
 * multiply the attempts.
 *
 * @example
 * const queryClient = createQueryClient();
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...dataFreshness.default, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
