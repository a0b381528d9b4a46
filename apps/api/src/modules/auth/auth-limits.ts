/**
 * The sign-in limits of docs/product/sign-in.md and the token lifetimes the API chooses.
 */
export const authLimits = {
  /** A code lives 5 minutes (the `expiresIn` of `POST /api/app/otp`). */
  otpLifetimeSeconds: 300,
  /** Digits in a code. */
  otpCodeLength: 6,
  /** Wrong tries allowed per otp token; the next try is refused even with the right code. */
  otpMaxAttempts: 5,
  /** Codes sent per number (per tenant) within `otpSendWindowMs`; one more answers 429. */
  otpMaxSendsPerWindow: 3,
  otpSendWindowMs: 10 * 60_000,
  /** How long a verified otp token still proves its number (e.g. for the cart's customer). */
  verifiedOtpTokenLifetimeMs: 30 * 60_000,
  /** Access tokens are short-lived; the SDK refreshes on 401. */
  accessTokenLifetimeSeconds: 15 * 60,
  /** Refresh tokens rotate on every use; an unused one lapses after 30 days. */
  refreshTokenLifetimeMs: 30 * 24 * 60 * 60_000,
  /** Accepted clock difference between API instances when checking a token's times. */
  clockToleranceSeconds: 5,
} as const;
