/** How long fetched data counts as fresh (`staleTime`) and stays cached unused (`gcTime`), in ms. */
export interface DataFreshness {
  readonly staleTime: number;
  readonly gcTime: number;
}

const second = 1_000;
const minute = 60 * second;

/**
 * Staleness and keep times of docs/product/constants.md, shaped for TanStack Query's `staleTime` /
 * `gcTime`.
 *
 * @example
 * useQuery({ queryKey: ['cart', id], queryFn, ...dataFreshness.cart });
 */
export const dataFreshness = {
  /** 60 s stale; unused data kept 5 min. */
  default: { staleTime: 60 * second, gcTime: 5 * minute },
  /** Tenant configuration: 30 min stale, 60 min kept. */
  tenantConfig: { staleTime: 30 * minute, gcTime: 60 * minute },
  /** Bank accounts: 10 min stale, 30 min kept. */
  bankAccounts: { staleTime: 10 * minute, gcTime: 30 * minute },
  /** Cart: 2 min stale, 15 min kept. */
  cart: { staleTime: 2 * minute, gcTime: 15 * minute },
} as const satisfies Record<string, DataFreshness>;
