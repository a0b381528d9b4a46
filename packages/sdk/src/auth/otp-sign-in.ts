import { otpResponseSchema, type OtpRequest, type OtpResponse } from '@storefront/contracts';
import type { ConnectTokenClient, MobileNumberCredentials } from './connect-token-client.ts';
import { customerIdOf, type TokenStore } from './token-store.ts';

/** Posts a JSON body and resolves with the parsed answer (the http-client's POST, injected). */
export type PostJson = (path: string, body: unknown) => Promise<unknown>;

/** Dependencies of {@link createOtpSignIn}. */
export interface OtpSignInOptions {
  post: PostJson;
  connectToken: Pick<ConnectTokenClient, 'mobileNumberGrant'>;
  store: TokenStore;
  /** Ends the session (see `createLogout`). */
  logout: () => void;
  now?: () => number;
}

/** Sign-in by a one-time code sent to a mobile number (docs/product/access.md and api.md). */
export interface OtpSignIn {
  /** `POST /api/app/otp {mobileNumber, purpose: 0}`: sends a code; the answer names it by `token`. */
  requestOtp(mobileNumber: string): Promise<OtpResponse>;
  /**
   * Trades the code for tokens with the mobile-number grant and stores them. Resolves with the
   * `CustomerId` of the new access token (null if it has none). Fails with an `AuthError`.
   */
  signInWithOtp(credentials: MobileNumberCredentials): Promise<{ customerId: string | null }>;
  /** Logs out: clears storage and leaves for the login page. */
  signOut(): void;
}

/**
 * OTP sign-in (docs/product/sign-in.md): request a code, trade it for tokens, sign out.
 *
 * @example
 * ```ts
 * const signIn = createOtpSignIn({ post: (path, body) => http.post(path, body), connectToken, store, logout });
 * const { token } = await signIn.requestOtp('+966501234567');
 * await signIn.signInWithOtp({ otp: '123456', token });
 * ```
 */
export function createOtpSignIn(options: OtpSignInOptions): OtpSignIn {
  const { post, connectToken, store, logout, now = Date.now } = options;
  return {
    async requestOtp(mobileNumber) {
      const request: OtpRequest = { mobileNumber, purpose: 0 };
      return otpResponseSchema.parse(await post('/api/app/otp', request));
    },
    async signInWithOtp(credentials) {
      const tokens = await connectToken.mobileNumberGrant(credentials);
      store.setTokens(tokens, now());
      return { customerId: customerIdOf(tokens.access_token) };
    },
    signOut: logout,
  };
}
