export { languageSchema } from './language-schema.ts';
export { defaultLanguage, fallbackLanguage, resolveLanguage, directionOf } from './language.ts';
export type { Language, TextDirection } from './language.ts';
export { localize } from './localize.ts';
export type { LocalizedText } from './localize.ts';
export {
  paymentMethodSchema,
  paymentMethodCodeSchema,
  paymentMethodCodes,
  defaultPaymentMethodCode,
  tamaraInstalmentCount,
  paymentMethodCode,
} from './payment-method.ts';
export type { PaymentMethod, PaymentMethodCode } from './payment-method.ts';
export { cartSourceSchema, cartSources } from './cart-source.ts';
export type { CartSource } from './cart-source.ts';
export { productTypeSchema } from './product-type.ts';
export type { ProductType } from './product-type.ts';
export { bankCodeSchema, bankNames, bankName } from './bank-code.ts';
export type { BankCode } from './bank-code.ts';
export {
  cardNumberMinLength,
  cardNumberMaxLength,
  cvcMinLength,
  cvcMaxLength,
  nameMinLength,
  couponCodeMaxLength,
  receiptMaxFiles,
  receiptMaxBytes,
  receiptAcceptedTypes,
  minQuantity,
  minProviderCount,
  cartRetryLimit,
  reservationRetryLimit,
  machineRetryLimit,
} from './limits.ts';
export { standardOperationTimeoutMs, orderSubmissionTimeoutMs } from './timeouts.ts';
export { requestRetry, errorRetryPolicies } from './request-retry.ts';
export { dataFreshness } from './data-freshness.ts';
export type { DataFreshness } from './data-freshness.ts';
export { tokenRefresh } from './token-refresh.ts';
export { defaultTaxPercentage } from './tax.ts';
export { customerOrdersPage } from './customer-orders.ts';
export { errorToastDurationMs, navigationProgressDelayMs, pageCacheSize } from './ui-timing.ts';
export { cartIdStorageKey, cartStorageKeyPrefix } from './storage-keys.ts';
export { cardProviderSchema, paymentProviderSchema } from './card-provider.ts';
export type { CardProvider, PaymentProvider } from './card-provider.ts';
export { paymentHoldMinutes, idempotencyKeyHeader, paymentReturnParam } from './payment-attempt.ts';
export {
  homePagePath,
  parseBootstrapParams,
  parseCheckoutParams,
  safeCallbackUrl,
  shopPagePath,
} from './page-params.ts';
export type {
  BootstrapParams,
  BootstrapParamsResult,
  CheckoutParams,
  CheckoutParamsError,
  CheckoutParamsResult,
} from './page-params.ts';
