import { connectTokenClientId } from '@storefront/contracts';
import { OAuthError } from './oauth-error.ts';
import { missingParametersMessage, oauthMessages } from './oauth-messages.ts';

const grantFields = {
  mobile_number: ['otp', 'token'],
  refresh_token: ['refresh_token'],
} as const;

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.length > 0;
}

/**
 * The OAuth 2.0 error (RFC 6749 section 5.2) for a `/connect/token` body that failed the schema:
 * a wrong or missing `client_id` is `invalid_client`, an unknown `grant_type`
 * `unsupported_grant_type`, anything else missing or repeated `invalid_request`.
 *
 * @example
 * tokenRequestError({ grant_type: 'password', client_id: 'storefront_checkout' }).error;
 * // 'unsupported_grant_type'
 */
export function tokenRequestError(body: unknown): OAuthError {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return new OAuthError('invalid_request', oauthMessages.formRequired);
  }
  const fields = body as Record<string, unknown>;
  if (fields.client_id !== connectTokenClientId) {
    return new OAuthError('invalid_client', oauthMessages.unknownClient);
  }
  const grantType = fields.grant_type;
  if (!isFilled(grantType))
    return new OAuthError('invalid_request', oauthMessages.grantTypeRequired);
  if (grantType !== 'mobile_number' && grantType !== 'refresh_token') {
    return new OAuthError('unsupported_grant_type', oauthMessages.grantTypeUnsupported);
  }
  const missing = grantFields[grantType].filter((field) => !isFilled(fields[field]));
  return new OAuthError(
    'invalid_request',
    missing.length > 0 ? missingParametersMessage(missing) : oauthMessages.parameterNotValid,
  );
}

/**
 * The OAuth error to answer for anything thrown while serving `/connect/token`, or null when the
 * error is not a 400 (404, 413, 415, 429 and faults keep the API's usual answer).
 */
export function oauthErrorFor(error: unknown, body: unknown): OAuthError | null {
  if (error instanceof OAuthError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status !== 400) return null;
  if ((error as { code?: unknown }).code === 'TENANT_REQUIRED') {
    return new OAuthError('invalid_request', oauthMessages.tenantRequired);
  }
  return tokenRequestError(body);
}
