// The public API of @storefront/sdk, exported by name.

// HTTP: the client every resource goes through, its errors and its retry policy.
export { createHttpClient } from './http/http-client.ts';
export { requestUrl } from './http/request-url.ts';
export { requestHeaders, type RequestHeadersInit } from './http/request-headers.ts';
export {
  createPrefetchingFetch,
  prefetchApiGets,
  type PrefetchApiGetsOptions,
  type PrefetchingFetch,
} from './http/prefetching-fetch.ts';
export { apiPaths } from './resources/api-paths.ts';
export { ApiError, isRetryableError, isValidationError } from './http/api-error.ts';
export type { ApiErrorCode, ApiErrorDetails, ApiErrorInit } from './http/api-error.ts';
export { retryPolicy, retryCategory, shouldRetry, retryDelay } from './http/retry-policy.ts';
export type { RetryCategory, RetryRequest } from './http/retry-policy.ts';
export { requestTimeouts, timeoutMs } from './http/timeouts.ts';
export type { TimeoutKind } from './http/timeouts.ts';
export type {
  BodyKind,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  QueryParams,
  RequestOptions,
  ShorthandOptions,
} from './http/http-types.ts';

// Sign-in: tokens, the cross-tab refresh, one-time-code sign-in and logout.
export type { AuthSession } from './auth/auth-session.ts';
export { AuthError, type AuthErrorCode } from './auth/auth-error.ts';
export { authStorageKeys, refreshLockName } from './auth/auth-storage-keys.ts';
export { tokenRefreshLimits } from './auth/token-refresh-limits.ts';
export type { KeyValueStorage } from './auth/key-value-storage.ts';
export {
  createTokenStore,
  customerIdOf,
  type TokenStore,
  type TokenPair,
} from './auth/token-store.ts';
export type { RefreshLock, RunExclusiveOptions } from './auth/refresh-lock.ts';
export { createWebLocksRefreshLock, type LockManagerLike } from './auth/web-locks-refresh-lock.ts';
export { createLocalStorageRefreshLock } from './auth/local-storage-refresh-lock.ts';
export { selectRefreshLock } from './auth/select-refresh-lock.ts';
export { createRefreshAttempts, type RefreshAttempts } from './auth/refresh-attempts.ts';
export {
  createTokenRefresher,
  type TokenRefresher,
  type TokenRefresherOptions,
  type RequestRefresh,
} from './auth/token-refresher.ts';
export {
  createConnectTokenClient,
  type ConnectTokenClient,
  type MobileNumberCredentials,
} from './auth/connect-token-client.ts';
export { createOtpSignIn, type OtpSignIn, type PostJson } from './auth/otp-sign-in.ts';
export { createLogout, loginPathFor, type LogoutOptions } from './auth/logout.ts';
export {
  createBrowserAuth,
  type BrowserAuth,
  type BrowserAuthOptions,
} from './auth/create-browser-auth.ts';

// Resources: a typed function for every call of docs/product/api.md.
export { createResources, type Resources } from './resources/create-resources.ts';
export {
  createCartsResource,
  type CartsResource,
  type CartCustomerInput,
  type BankTransferInfoInput,
} from './resources/carts-resource.ts';
export {
  createBankAccountsResource,
  type BankAccountsResource,
} from './resources/bank-accounts-resource.ts';
export {
  createProductsResource,
  productPageSize,
  type ProductListFilter,
  type ProductsResource,
} from './resources/products-resource.ts';
export {
  createPricingResource,
  type PricingResource,
  type PriceQuery,
  type SubscriptionPriceQuery,
  type ReservationPriceQuery,
} from './resources/pricing-resource.ts';
export {
  createAvailabilityResource,
  type AvailabilityResource,
  type AvailabilityQuery,
  type DateRangeReservationsQuery,
} from './resources/availability-resource.ts';
export { createProvidersResource, type ProvidersResource } from './resources/providers-resource.ts';
export { createBranchesResource, type BranchesResource } from './resources/branches-resource.ts';
export {
  createAuthResource,
  type AuthResource,
  type AuthResourceOptions,
} from './resources/auth-resource.ts';
export { createCustomerResource, type CustomerResource } from './resources/customer-resource.ts';
export { createPresetsResource, type PresetsResource } from './resources/presets-resource.ts';
export {
  createCustomerLocationsResource,
  type CustomerLocationsResource,
} from './resources/customer-locations-resource.ts';
export { createPackagesResource, type PackagesResource } from './resources/packages-resource.ts';
export { createPaymentsResource, type PaymentsResource } from './resources/payments-resource.ts';
export { createSettingsResource, type SettingsResource } from './resources/settings-resource.ts';
export {
  createWalletPassesResource,
  type WalletPassesResource,
} from './resources/wallet-passes-resource.ts';
export type { CallOptions } from './resources/call-options.ts';
export type { GeoPoint } from './resources/customer-location-query.ts';

// Payments: online payments from the attempt to the order (payOnline, settleAttempt), and their
// browser side (card tokens, Apple Pay, the session provider's form script, attempt keys and
// return URLs).
export {
  payOnline,
  completePaid,
  settleAttempt,
  createOnlinePaymentDeps,
  onlinePaymentMethod,
  OnlinePaymentError,
  withoutReturnParam,
  type OnlinePayment,
  type OnlinePaymentOutcome,
  type OnlinePaymentDeps,
  type SettledAttempt,
  type PaymentPage,
  type CardProvider,
  PaymentFlowError,
  isPaymentFlowError,
  createCardTokenClient,
  isApplePayAvailable,
  payWithApplePay,
  applePayRequestOf,
  loadSessionProviderForm,
  startSessionProviderForm,
  checkTabbyEligibility,
  createPaymentAttemptKeys,
  paymentAttemptStorageKeyPrefix,
  returnUrlFor,
  paymentAttemptIdOf,
  type CardDetails,
  type CardToken,
  type CardTokenClient,
  type CardTokenClientOptions,
  type PaymentFlowErrorShape,
  type PaymentFlowErrorInit,
  type PaymentErrorCode,
  type ApplePayOptions,
  type ApplePayResult,
  type ApplePayPaymentRequestShape,
  type ApplePayValidateMerchantEventShape,
  type ApplePayPaymentAuthorizedEventShape,
  type ApplePaySessionShape,
  type ApplePaySessionConstructor,
  type ApplePayWindow,
  type SessionProviderForm,
  type SessionProviderFormRequest,
  type StartedSessionProviderForm,
  type PaymentAttemptKeys,
  type PaymentAttemptKeysOptions,
} from './payments/index.ts';

// Events: the typed emitter, the host-page bridge and the cart event streams.
export {
  createEventEmitter,
  type EventEmitter,
  type EventEmitterOptions,
  type EmittedEvent,
} from './events/event-emitter.ts';
export { createSdkEvents, type SdkEvents } from './events/sdk-events.ts';
export {
  startHostBridge,
  hostTargetOrigin,
  hostMessageOf,
  type HostBridge,
  type HostBridgeOptions,
  type HostWindow,
  type MessageTarget,
} from './events/host-events.ts';
export { parseHostMessage } from './events/parse-host-message.ts';
export {
  listenToCheckoutEvents,
  type CheckoutEventsListenerOptions,
  type MessageWindow,
} from './events/listen-to-checkout-events.ts';
export {
  embedAttributes,
  mountStorefrontEmbed,
  type EmbedCartState,
  type EmbedTexts,
  type StorefrontEmbed,
  type StorefrontEmbedEventMap,
  type StorefrontEmbedOptions,
} from './embed/mount-storefront-embed.ts';
export { checkoutPageUrl, widgetPageUrl, type EmbedPageContext } from './embed/embed-page-urls.ts';
export {
  announceFrameHeight,
  type FrameHeightOptions,
  type MutationObserverConstructor,
  type ResizeObserverConstructor,
} from './embed/announce-frame-height.ts';
export {
  openEventStream,
  type EventStream,
  type EventStreamOptions,
} from './events/event-stream.ts';
export { createSseParser, type ServerSentEvent, type SseParser } from './events/sse-parser.ts';
export {
  openCartStream,
  openCartStatusStream,
  type CartStreamOptions,
  type CartUpdatesOptions,
  type CartStatusOptions,
} from './events/cart-stream.ts';
export {
  waitForCartCompleted,
  type CartCompletionStreamOptions,
} from './events/wait-for-cart-completed.ts';

// Machines: the cart, reservation and price flows of docs/product/flows.md (XState 5).
export {
  cartMachine,
  type CartMachineInput,
  type CartMachineContext,
} from './machines/cart/cart-machine.ts';
export type { CartMachineEvent } from './machines/cart/cart-machine-event.ts';
export {
  sendCartCommand,
  CartFlowError,
  type CartActor,
  type CartSnapshot,
} from './machines/cart/cart-commands.ts';
export type { CartAnnouncement } from './machines/cart/cart-announcement.ts';
export {
  cartEffectActors,
  type CartEffects,
  type CustomerUpdate,
  type CartIdInput,
  type CreateCartInput,
  type AddItemsInput,
  type RemoveItemsInput,
  type UpdateItemsInput,
  type UpdateCustomerInput,
  type UpdateCouponInput,
  type ProcessCartInput,
  type PayOnlineInput,
  type CartCompleted,
} from './machines/cart/cart-effects.ts';
export { createCartStorage, type CartStorage } from './machines/cart-storage/cart-storage.ts';
export {
  cartFormDraftSchema,
  type CartFormDraft,
} from './machines/cart-storage/cart-storage-form-draft.ts';
export {
  cartCreationLockName,
  withSharedCartCreation,
  type CartCreationLocks,
} from './machines/cart/shared-cart-creation.ts';
export { cartResourceEffects } from './machines/cart/cart-resource-effects.ts';
export { cartPriceChange, type CartPriceChange } from './machines/cart/cart-price-change.ts';
export {
  followCartUpdates,
  type OpenCartUpdates,
  type CartUpdatesConnection,
} from './machines/cart/cart-updates.ts';
export {
  cartItemCustomFieldIssues,
  type CartItemCustomFieldIssue,
} from './machines/cart/cart-item-custom-field-issues.ts';
export { isPendingItemId } from './machines/cart/pending-item-id.ts';
export { recomputeCartTotals } from './machines/cart/recompute-cart-totals.ts';
export {
  reservationMachine,
  type ReservationMachineInput,
} from './machines/reservation/reservation-machine.ts';
export type {
  ReservationMachineContext,
  ReservationFlowData,
} from './machines/reservation/reservation-context.ts';
export type { ReservationMachineEvent } from './machines/reservation/reservation-machine-event.ts';
export type { ReservationAnnouncement } from './machines/reservation/reservation-announcement.ts';
export {
  reservationEffectActors,
  type ReservationEffects,
  type FetchAvailabilitiesInput,
  type FetchReservationAmountInput,
  type AddReservationToCartInput,
} from './machines/reservation/reservation-effects.ts';
export { reservationResourceEffects } from './machines/reservation/reservation-resource-effects.ts';
export {
  freeMonthLookAhead,
  nextMonthWithFreeTimes,
  type CalendarMonth,
} from './machines/reservation/reservation-next-free-month.ts';
export { freePlacesAt } from './machines/reservation/reservation-free-places.ts';
export { reservationSdkEvents } from './machines/reservation/reservation-sdk-events.ts';
export type { SelectedSlot } from './machines/reservation/selected-slot.ts';
export { areProviderIdsValid } from './machines/reservation/are-provider-ids-valid.ts';
export { isLocationValid } from './machines/reservation/is-location-valid.ts';
export { areCustomFieldsPending } from './machines/reservation/are-custom-fields-pending.ts';
export {
  availabilityWindow,
  type AvailabilityWindow,
} from './machines/reservation/availability-window.ts';
export {
  priceMachine,
  type PriceMachineInput,
  type PriceMachineContext,
  type PriceSelection,
} from './machines/price/price-machine.ts';
export type { PriceMachineEvent } from './machines/price/price-machine-event.ts';
export type { PriceAnnouncement } from './machines/price/price-announcement.ts';
export {
  priceEffectActors,
  type PriceEffects,
  type FetchProductAmountInput,
} from './machines/price/price-effects.ts';
export { priceResourceEffects } from './machines/price/price-resource-effects.ts';
export { priceSdkEvents } from './machines/price/price-sdk-events.ts';
export { defaultPrice } from './machines/price/default-price.ts';
export type { MachineError } from './machines/shared/machine-error.ts';
export type { Announce } from './machines/shared/announce.ts';
export { effectActor, type Effect } from './machines/shared/effect-actor.ts';

// Lines: what a cart or order line says it is, for every view that shows one.
export { describeLine, type DescribableLine, type LineDetail } from './lines/describe-line.ts';
