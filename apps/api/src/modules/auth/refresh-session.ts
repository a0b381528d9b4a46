import type { ConnectTokenResponse } from '@storefront/contracts';
import { createCustomerRepository } from './customer-repository.ts';
import { addRefreshToken, tokenResponse } from './issue-tokens.ts';
import { OAuthError } from './oauth-error.ts';
import { oauthMessages } from './oauth-messages.ts';
import { hashOpaqueToken } from './opaque-token.ts';
import { createSessionRepository } from './session-repository.ts';
import type { SignInContext } from './sign-in-context.ts';

/**
 * The `refresh_token` grant: rotates the refresh token (the old one is spent, a new one joins its
 * session) and issues a new access token. A refresh token used a second time — replayed by a
 * thief, or raced by the rightful client — revokes its whole session, so the newer tokens stop
 * working too (OAuth 2.0 Security BCP, refresh token rotation). Of concurrent uses of one token,
 * exactly one succeeds.
 *
 * @example
 * const tokens = await refreshSession(context, tenant.id, refreshToken);
 */
export async function refreshSession(
  context: SignInContext,
  tenantId: string,
  refreshToken: string,
): Promise<ConnectTokenResponse> {
  const now = context.clock.now();
  const tokenHash = hashOpaqueToken(refreshToken);

  const rotated = await context.db.transaction(async (tx) => {
    const sessions = createSessionRepository(tx, tenantId);
    const used = await sessions.markRefreshTokenUsed(tokenHash, now);
    if (!used) return null;
    const session = await sessions.findSession(used.sessionId);
    const customer = session
      ? await createCustomerRepository(tx, tenantId).findById(session.customerId)
      : null;
    if (!session || !customer) return null;
    const next = await addRefreshToken(tx, context, tenantId, session.id, now);
    return { customer, sessionId: session.id, refreshToken: next };
  });

  if (!rotated) {
    const sessions = createSessionRepository(context.db, tenantId);
    const known = await sessions.findRefreshToken(tokenHash);
    if (known?.usedAt) await sessions.revokeSession(known.sessionId, now, 'refresh_token_reuse');
    throw new OAuthError('invalid_grant', oauthMessages.refreshTokenNotValid);
  }
  return tokenResponse(
    context,
    {
      customerId: rotated.customer.id,
      tenantId,
      sessionId: rotated.sessionId,
      mobileNumber: rotated.customer.mobileNumber,
    },
    rotated.refreshToken,
    now,
  );
}
