// The browser side of online payments: card tokens, Apple Pay, the session provider's form
// script, attempt keys and return URLs. The checkout codes against payment-flow-types.ts.
export type {
  CardDetails,
  CardToken,
  CardTokenClient,
  PaymentFlowErrorShape,
  PaymentErrorCode,
  ApplePayOptions,
  ApplePayPaymentRequestShape,
  ApplePayValidateMerchantEventShape,
  ApplePayPaymentAuthorizedEventShape,
  ApplePaySessionShape,
  ApplePaySessionConstructor,
  ApplePayWindow,
  SessionProviderForm,
  PaymentAttemptKeys,
} from './payment-flow-types.ts';
export {
  PaymentFlowError,
  isPaymentFlowError,
  type PaymentFlowErrorInit,
} from './payment-flow-error.ts';
export { createCardTokenClient, type CardTokenClientOptions } from './card-token-client.ts';
export { isApplePayAvailable } from './apple-pay-availability.ts';
export { payWithApplePay, applePayRequestOf, type ApplePayResult } from './apple-pay.ts';
export { loadSessionProviderForm } from './session-provider-script.ts';
export {
  startSessionProviderForm,
  type SessionProviderFormRequest,
  type StartedSessionProviderForm,
} from './session-provider-form.ts';
export { checkTabbyEligibility } from './tabby-eligibility.ts';
export {
  createPaymentAttemptKeys,
  paymentAttemptStorageKeyPrefix,
  type PaymentAttemptKeysOptions,
} from './payment-attempt-keys.ts';
export { returnUrlFor, paymentAttemptIdOf } from './payment-redirect-urls.ts';
export { withoutReturnParam } from './payment-redirect-urls.ts';
export {
  payOnline,
  completePaid,
  type OnlinePayment,
  type OnlinePaymentOutcome,
  type CardProvider,
} from './pay-online.ts';
export type { OnlinePaymentDeps } from './online-payment-deps.ts';
export { onlinePaymentMethod } from './online-payment-method.ts';
export { OnlinePaymentError } from './online-payment-error.ts';
export { settleAttempt, type SettledAttempt } from './settle-attempt.ts';
export { createOnlinePaymentDeps, type PaymentPage } from './create-online-payment-deps.ts';
