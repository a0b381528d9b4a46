/**
 * What the http-client needs from sign-in, so the two are tested apart: the token to send, a way
 * to wait out a refresh in progress (in any tab), the one refresh allowed after a 401, and logout.
 */
export interface AuthSession {
  /** The access token to send as `Authorization: Bearer`, or null when signed out. */
  getAccessToken(): string | null;
  /** Resolves once no token refresh is in progress in this tab or another. */
  whenRefreshSettled(): Promise<void>;
  /**
   * Called after a request sent with `rejectedToken` was answered 401. Resolves true when a fresh
   * access token is ready to retry with (refreshed here, or by another tab meanwhile); false when
   * the session could not be refreshed and the caller must give up.
   */
  refreshAfterUnauthorized(rejectedToken: string | null): Promise<boolean>;
  /** Ends the session: clears local and session storage and leaves for the login page. */
  logout(): void;
}
