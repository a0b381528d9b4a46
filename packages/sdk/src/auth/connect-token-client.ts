import {
  connectTokenClientId,
  connectTokenErrorSchema,
  connectTokenResponseSchema,
  connectTokenScope,
  type ConnectTokenRequest,
  type ConnectTokenResponse,
} from '@storefront/contracts';
import { AuthError } from './auth-error.ts';
import { parseRetryAfter } from '../http/retry-after.ts';

/** The one-time code and the OTP token that named it (from `POST /api/app/otp`). */
export interface MobileNumberCredentials {
  otp: string;
  token: string;
}

/** The two grants of `POST /connect/token` the checkout uses (docs/product/sign-in.md). */
export interface ConnectTokenClient {
  /**
   * `grant_type=refresh_token`. Fails with `REFRESH_REJECTED` (401, 403 or `invalid_grant`: the
   * refresh token is no good), `REFRESH_MISSING_ACCESS_TOKEN`, `NETWORK_ERROR`, `RATE_LIMIT` or
   * `API_ERROR`.
   */
  refreshGrant(refreshToken: string, signal?: AbortSignal): Promise<ConnectTokenResponse>;
  /**
   * `grant_type=mobile_number`. Fails with `UNAUTHORIZED` (wrong or expired code), `NETWORK_ERROR`,
   * `RATE_LIMIT` or `API_ERROR`.
   */
  mobileNumberGrant(
    credentials: MobileNumberCredentials,
    signal?: AbortSignal,
  ): Promise<ConnectTokenResponse>;
}

/** Options of {@link createConnectTokenClient}. */
export interface ConnectTokenClientOptions {
  /** Base URL of the platform API. */
  baseUrl: string;
  /** Tenant name, sent as `__tenant`. */
  tenant: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * Calls `/connect/token` directly with fetch rather than through the http-client: the http-client
 * refreshes tokens on 401, and a refresh must never trigger another refresh.
 *
 * @example
 * ```ts
 * const connectToken = createConnectTokenClient({ baseUrl, tenant: 'demo' });
 * const tokens = await connectToken.mobileNumberGrant({ otp: '123456', token });
 * ```
 */
export function createConnectTokenClient(options: ConnectTokenClientOptions): ConnectTokenClient {
  const { tenant } = options;
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = `${options.baseUrl.replace(/\/+$/, '')}/connect/token`;

  const post = async (
    form: ConnectTokenRequest,
    signal: AbortSignal | undefined,
  ): Promise<ConnectTokenResponse> => {
    const isRefresh = form.grant_type === 'refresh_token';
    let response: Response;
    try {
      response = await fetchFn(url, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
          __tenant: tenant,
        },
        body: new URLSearchParams(form),
        ...(signal && { signal }),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new AuthError('NETWORK_ERROR', undefined, { cause: error });
    }
    const body = await readJson(response);

    if (!response.ok) {
      const oauth = connectTokenErrorSchema.safeParse(body);
      const description = oauth.success ? oauth.data.error_description : undefined;
      const refused =
        response.status === 401 ||
        response.status === 403 ||
        (oauth.success && oauth.data.error === 'invalid_grant');
      if (refused) {
        throw isRefresh
          ? new AuthError('REFRESH_REJECTED', description)
          : new AuthError('UNAUTHORIZED', description ?? response.statusText);
      }
      const message = description ?? (response.statusText || `HTTP ${response.status}`);
      if (response.status === 429) {
        throw new AuthError('RATE_LIMIT', message, {
          retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), Date.now()),
        });
      }
      throw new AuthError('API_ERROR', message);
    }

    const parsed = connectTokenResponseSchema.safeParse(body);
    if (parsed.success) return parsed.data;
    const hasAccessToken =
      typeof body === 'object' && body !== null && 'access_token' in body && !!body.access_token;
    if (!hasAccessToken && isRefresh) {
      throw new AuthError('REFRESH_MISSING_ACCESS_TOKEN', undefined, { cause: parsed.error });
    }
    throw new AuthError('API_ERROR', 'Unexpected /connect/token response.', {
      cause: parsed.error,
    });
  };

  const base = { client_id: connectTokenClientId, scope: connectTokenScope } as const;
  return {
    refreshGrant: (refreshToken, signal) =>
      post({ grant_type: 'refresh_token', ...base, refresh_token: refreshToken }, signal),
    mobileNumberGrant: ({ otp, token }, signal) =>
      post({ grant_type: 'mobile_number', ...base, otp, token }, signal),
  };
}

/** The parsed JSON body, or null when the body is empty or not JSON. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return null;
  }
}
