import type { Language } from '@storefront/contracts';

/**
 * Query keys of the account area's server data (docs/product/account.md), apart from the
 * checkout's `queryKeys` so its first load does not carry them. All sit under
 * `['account', tenant]`, which sign-in clears at once.
 */
export const accountQueryKeys = {
  all: (tenant: string) => ['account', tenant] as const,
  profile: (tenant: string) => ['account', tenant, 'profile'] as const,
  orders: (tenant: string, language: Language, page: number) =>
    ['account', tenant, 'orders', language, page] as const,
  subscription: (tenant: string, language: Language) =>
    ['account', tenant, 'subscription', language] as const,
  presets: (tenant: string, language: Language) =>
    ['account', tenant, 'presets', language] as const,
  locations: (tenant: string) => ['account', tenant, 'locations'] as const,
  packages: (tenant: string, language: Language, customerId: string) =>
    ['account', tenant, 'packages', language, customerId] as const,
};
