/**
 * The sign-in limits of docs/product/sign-in.md and the token lifetimes the API chooses.
 */
export const authLimits = {
  /**
   * A code lives 5 minutes (the `expiresIn` of `POST /api/app/otp`): within OWASP ASVS 5.0
   * 6.5.5's 10 minutes at most, and long enough for a slow SMS (docs/decisions/0045).
   */
  otpLifetimeSeconds: 300,
  /** Digits in a code. */
  otpCodeLength: 6,
  /** Wrong tries allowed per otp token; the next try is refused even with the right code. */
  otpMaxAttempts: 5,
  /**
   * Wrong codes per mobile number (per tenant) across all its codes within `otpWrongCodeWindowMs`
   * (OWASP ASVS 5.0 6.6.3); one more try answers 429 until the window ends, even with the right
   * code. Two codes' worth of tries: a shopper who mistypes is not stopped by it.
   */
  otpMaxWrongCodesPerNumber: 10,
  otpWrongCodeWindowMs: 30 * 60_000,
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
