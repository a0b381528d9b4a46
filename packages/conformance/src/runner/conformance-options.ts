import type { Language } from '@storefront/contracts';

/** What a run is pointed at and what it may use (the command line's options, see README). */
export interface ConformanceOptions {
  /** The backend's base URL, e.g. `https://api.example.com`. */
  baseUrl: string;
  /** The test tenant, sent as `__tenant`. */
  tenant: string;
  /**
   * The merchandise product (and its price option) to put in carts; without them, the catalogue's
   * first merchandise product with a price in stock and no required custom field.
   */
  productId?: string;
  priceId?: string;
  /**
   * Where the one-time codes can be read: a URL answering `GET <url>?mobileNumber=…` with
   * `{mobileNumber, code, sentAt}`, as the reference API's `/dev/otp-outbox`. Without it, the
   * checks that need a signed-in shopper are skipped.
   */
  otpOutboxUrl?: string;
  /** The Saudi mobile number to sign in with; a random `055…` number unless given. */
  mobileNumber?: string;
  /** How long an event stream may take to deliver an event, in ms (5,000). */
  streamTimeoutMs?: number;
  /** Sent as `Accept-Language` (`en`). */
  language?: Language;
  /** The fetch every call goes through (the global one unless given). */
  fetch?: typeof globalThis.fetch;
}
