// Resources: a typed function for every call of docs/product/api.md.
// One of the package's entry points (package.json `exports`); the root index re-exports it.
export { apiPaths } from './api-paths.ts';
export { createResources, type Resources } from './create-resources.ts';
export {
  createCartsResource,
  type CartsResource,
  type CartCustomerInput,
  type BankTransferInfoInput,
} from './carts-resource.ts';
export { createBankAccountsResource, type BankAccountsResource } from './bank-accounts-resource.ts';
export {
  createProductsResource,
  productPageSize,
  type ProductListFilter,
  type ProductsResource,
} from './products-resource.ts';
export {
  createPricingResource,
  type PricingResource,
  type PriceQuery,
  type SubscriptionPriceQuery,
  type ReservationPriceQuery,
} from './pricing-resource.ts';
export {
  createAvailabilityResource,
  type AvailabilityResource,
  type AvailabilityQuery,
  type DateRangeReservationsQuery,
} from './availability-resource.ts';
export { createProvidersResource, type ProvidersResource } from './providers-resource.ts';
export { createBranchesResource, type BranchesResource } from './branches-resource.ts';
export {
  createAuthResource,
  type AuthResource,
  type AuthResourceOptions,
} from './auth-resource.ts';
export { createCustomerResource, type CustomerResource } from './customer-resource.ts';
export { createPresetsResource, type PresetsResource } from './presets-resource.ts';
export {
  createCustomerLocationsResource,
  type CustomerLocationsResource,
} from './customer-locations-resource.ts';
export { createPackagesResource, type PackagesResource } from './packages-resource.ts';
export { createPaymentsResource, type PaymentsResource } from './payments-resource.ts';
export { createSettingsResource, type SettingsResource } from './settings-resource.ts';
export { createWalletPassesResource, type WalletPassesResource } from './wallet-passes-resource.ts';
export type { CallOptions } from './call-options.ts';
export type { GeoPoint } from './customer-location-query.ts';
