import type { Language } from '@storefront/contracts';

/**
 * Query keys of the page's server data. Tenant-scoped, and language-scoped where the server
 * answers in the `Accept-Language` language.
 */
export const queryKeys = {
  settings: (tenant: string) => ['settings', tenant] as const,
  bankAccounts: (tenant: string, language: Language) =>
    ['bank-accounts', tenant, language] as const,
  terms: (tenant: string, language: Language) => ['terms', tenant, language] as const,
  currentUser: (tenant: string) => ['current-user', tenant] as const,
  tabbyEligibility: (tenant: string, cartId: string, mobileNumber: string, amount: number) =>
    ['tabby-eligibility', tenant, cartId, mobileNumber, amount] as const,
  paymentAttempt: (tenant: string, attemptId: string) =>
    ['payment-attempt', tenant, attemptId] as const,
};
