import { currentUserSchema, otpResponseSchema, type CurrentUser } from '@storefront/contracts';
import { createOtpSignIn, type OtpSignIn, type OtpSignInOptions } from '../auth/otp-sign-in.ts';
import { ApiError } from '../http/api-error.ts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';

/** The sign-in parts the auth resource drives; `createBrowserAuth` returns all of them. */
export type AuthResourceOptions = Pick<
  OtpSignInOptions,
  'connectToken' | 'store' | 'logout' | 'now'
>;

/** Sign-in by one-time code (docs/product/access.md and api.md) and the signed-in customer. */
export interface AuthResource extends OtpSignIn {
  /**
   * `GET /api/auth/current-user`: the signed-in customer, or null when not signed in (401). With a
   * session, a rejected token is refreshed once first; a second 401 logs out (the http-client's rule).
   */
  currentUser(options?: CallOptions): Promise<CurrentUser | null>;
}

/**
 * A thin resource over the sign-in pieces: `requestOtp` (`POST /api/app/otp`), `signInWithOtp`
 * (`POST /connect/token`, mobile-number grant), `signOut`, and `currentUser`.
 *
 * @example
 * const auth = createBrowserAuth({ baseUrl, tenant: 'demo', ownHosts: ['shop.example.com'] });
 * const http = createHttpClient({ baseUrl, tenant: 'demo', auth: auth.session });
 * const account = createAuthResource(http, auth);
 * const { token } = await account.requestOtp('+966501234567');
 * await account.signInWithOtp({ otp: '123456', token });
 * const me = await account.currentUser(); // { customerId, name, mobileNumber, ... }
 */
export function createAuthResource(http: HttpClient, options: AuthResourceOptions): AuthResource {
  const signIn = createOtpSignIn({
    ...options,
    // Sign-in posts only to `/api/app/otp`; its schema here makes a bad answer INVALID_RESPONSE.
    post: (path, body) => http.post(path, body, { responseSchema: otpResponseSchema }),
  });
  return {
    ...signIn,
    async currentUser(callOptions) {
      try {
        return await http.get('/api/auth/current-user', {
          ...callOptions,
          responseSchema: currentUserSchema,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  };
}
