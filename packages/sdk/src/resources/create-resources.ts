import type { HttpClient } from '../http/http-types.ts';
import { createAvailabilityResource, type AvailabilityResource } from './availability-resource.ts';
import { createBankAccountsResource, type BankAccountsResource } from './bank-accounts-resource.ts';
import { createBranchesResource, type BranchesResource } from './branches-resource.ts';
import { createCartsResource, type CartsResource } from './carts-resource.ts';
import {
  createCustomerLocationsResource,
  type CustomerLocationsResource,
} from './customer-locations-resource.ts';
import { createCustomerResource, type CustomerResource } from './customer-resource.ts';
import { createPackagesResource, type PackagesResource } from './packages-resource.ts';
import { createPaymentsResource, type PaymentsResource } from './payments-resource.ts';
import { createPresetsResource, type PresetsResource } from './presets-resource.ts';
import { createPricingResource, type PricingResource } from './pricing-resource.ts';
import { createProductsResource, type ProductsResource } from './products-resource.ts';
import { createProvidersResource, type ProvidersResource } from './providers-resource.ts';
import { createSettingsResource, type SettingsResource } from './settings-resource.ts';
import { createWalletPassesResource, type WalletPassesResource } from './wallet-passes-resource.ts';

/** Every API resource over one http-client (sign-in is separate: see `createAuthResource`). */
export interface Resources {
  carts: CartsResource;
  bankAccounts: BankAccountsResource;
  products: ProductsResource;
  pricing: PricingResource;
  availability: AvailabilityResource;
  providers: ProvidersResource;
  branches: BranchesResource;
  customer: CustomerResource;
  presets: PresetsResource;
  customerLocations: CustomerLocationsResource;
  packages: PackagesResource;
  payments: PaymentsResource;
  settings: SettingsResource;
  walletPasses: WalletPassesResource;
}

/**
 * Builds every resource over one http-client.
 *
 * @example
 * const api = createResources(createHttpClient({ baseUrl, tenant: 'demo', auth: auth.session }));
 * const cart = await api.carts.create(cartSources.website);
 * const settings = await api.settings.paymentAndTax();
 */
export function createResources(http: HttpClient): Resources {
  return {
    carts: createCartsResource(http),
    bankAccounts: createBankAccountsResource(http),
    products: createProductsResource(http),
    pricing: createPricingResource(http),
    availability: createAvailabilityResource(http),
    providers: createProvidersResource(http),
    branches: createBranchesResource(http),
    customer: createCustomerResource(http),
    presets: createPresetsResource(http),
    customerLocations: createCustomerLocationsResource(http),
    packages: createPackagesResource(http),
    payments: createPaymentsResource(http),
    settings: createSettingsResource(http),
    walletPasses: createWalletPassesResource(http),
  };
}
