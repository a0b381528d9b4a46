import type { Language } from '@storefront/contracts';

/**
 * Query keys of the signed-in customer's account (docs/product/account-pages.md), apart from the
 * checkout's `queryKeys` so the checkout's first load does not carry them. Scoped by customer
 * too, so another sign-in never sees the last one's data; all use `dataFreshness.default` (60 s
 * stale, 5 min kept). `account(tenant, customerId)` prefixes them all, to invalidate the account
 * at once.
 */
export const accountQueryKeys = {
  account: (tenant: string, customerId: string) => ['account', tenant, customerId] as const,
  customerProfile: (tenant: string, customerId: string) =>
    ['account', tenant, customerId, 'profile'] as const,
  customerOrders: (
    tenant: string,
    customerId: string,
    language: Language,
    page: { skipCount: number; maxResultCount: number },
  ) =>
    [
      'account',
      tenant,
      customerId,
      'orders',
      language,
      page.skipCount,
      page.maxResultCount,
    ] as const,
  customerSubscription: (tenant: string, customerId: string, language: Language) =>
    ['account', tenant, customerId, 'subscription', language] as const,
  presets: (tenant: string, customerId: string, language: Language) =>
    ['account', tenant, customerId, 'presets', language] as const,
  presetGroups: (tenant: string, customerId: string, presetId: string) =>
    ['account', tenant, customerId, 'presets', 'groups', presetId] as const,
  customerLocations: (tenant: string, customerId: string) =>
    ['account', tenant, customerId, 'locations'] as const,
  customerPackages: (
    tenant: string,
    customerId: string,
    language: Language,
    includeAllPackageItems: boolean,
  ) => ['account', tenant, customerId, 'packages', language, includeAllPackageItems] as const,
};
