import type { ConnectTokenResponse } from '@storefront/contracts';
import type { Db } from '../../db/database.ts';
import { signAccessToken } from './access-token.ts';
import { authLimits } from './auth-limits.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';
import { createSessionRepository } from './session-repository.ts';
import type { SignInContext } from './sign-in-context.ts';

/**
 * Stores a new refresh token in a session (call inside the transaction that creates or rotates
 * the session) and returns it in the clear, the only time it exists so.
 */
export async function addRefreshToken(
  db: Db,
  context: Pick<SignInContext, 'random'>,
  tenantId: string,
  sessionId: string,
  now: Date,
): Promise<string> {
  const refreshToken = newOpaqueToken(context.random);
  await createSessionRepository(db, tenantId).addRefreshToken({
    id: context.random.uuid(),
    sessionId,
    tokenHash: hashOpaqueToken(refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + authLimits.refreshTokenLifetimeMs),
  });
  return refreshToken;
}

/**
 * The `/connect/token` answer for a session: a fresh access token and the given refresh token.
 *
 * @example
 * return tokenResponse(context, { customerId, tenantId, sessionId, mobileNumber }, refreshToken, now);
 */
export async function tokenResponse(
  context: Pick<SignInContext, 'keys' | 'issuer' | 'random'>,
  subject: { customerId: string; tenantId: string; sessionId: string; mobileNumber: string },
  refreshToken: string,
  now: Date,
): Promise<ConnectTokenResponse> {
  const accessToken = await signAccessToken(subject, {
    keys: context.keys,
    issuer: context.issuer,
    now,
    jwtId: context.random.uuid(),
  });
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: authLimits.accessTokenLifetimeSeconds,
    refresh_token: refreshToken,
  };
}
