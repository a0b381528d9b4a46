/**
 * Paths of the calls a page may start before its code has loaded (see `prefetchApiGets`), shared
 * with their resources so both ask for the same URL. Kept apart from the resources: importing
 * these must not pull the response schemas (zod) into a start-up script.
 */
export const apiPaths = {
  /** `GET /api/app/cart/{id}`. */
  cart: (cartId: string) => `/api/app/cart/${encodeURIComponent(cartId)}`,
  /** `GET /api/app/setting-manager/payment-and-tax-settings`. */
  paymentAndTaxSettings: '/api/app/setting-manager/payment-and-tax-settings',
} as const;
