import type { ConnectTokenResponse, LocalizedText } from '@storefront/contracts';
import { authLimits } from './auth-limits.ts';
import { createCustomerRepository } from './customer-repository.ts';
import { addRefreshToken, tokenResponse } from './issue-tokens.ts';
import { OAuthError } from './oauth-error.ts';
import { oauthMessages, wrongCodeMessage } from './oauth-messages.ts';
import { hashOpaqueToken } from './opaque-token.ts';
import { normalizeOtpCode, otpCodeMatches } from './otp-code.ts';
import { createOtpRepository, type OtpChallenge } from './otp-repository.ts';
import { createSessionRepository } from './session-repository.ts';
import type { SignInContext } from './sign-in-context.ts';

/** Why a challenge no longer takes tries, for `error_description`. */
function closedReason(challenge: OtpChallenge, now: Date): LocalizedText {
  if (challenge.consumedAt) return oauthMessages.codeUsed;
  if (challenge.attempts >= authLimits.otpMaxAttempts) return oauthMessages.tooManyWrongCodes;
  if (challenge.expiresAt <= now) {
    // Closed before its full life: a newer code replaced it (see requestOtp).
    const lifetimeMs = authLimits.otpLifetimeSeconds * 1000;
    const cutShort = challenge.expiresAt.getTime() - challenge.createdAt.getTime() < lifetimeMs;
    return cutShort ? oauthMessages.codeReplaced : oauthMessages.codeExpired;
  }
  return oauthMessages.codeNotValid;
}

/**
 * The `mobile_number` grant: checks the code against the otp token's challenge (5 tries, 5
 * minutes, single use), then creates the customer on first sign-in, opens a session and returns
 * its tokens. Throws {@link OAuthError} `invalid_grant` for any refused code.
 *
 * @example
 * const tokens = await signInWithOtp(context, tenant.id, { otp: '048213', token });
 */
export async function signInWithOtp(
  context: SignInContext,
  tenantId: string,
  grant: { otp: string; token: string },
): Promise<ConnectTokenResponse> {
  const now = context.clock.now();
  const otps = createOtpRepository(context.db, tenantId);
  const challenge = await otps.findByTokenHash(hashOpaqueToken(grant.token));
  if (!challenge) throw new OAuthError('invalid_grant', oauthMessages.codeNotValid);
  const code = normalizeOtpCode(grant.otp);
  if (code === null) throw new OAuthError('invalid_grant', oauthMessages.codeFormat);

  // Counted on its own (committed even when the code is wrong), atomically against the limit.
  const counted = await otps.recordAttempt(challenge.id, now);
  if (!counted) throw new OAuthError('invalid_grant', closedReason(challenge, now));
  if (!otpCodeMatches(context.keys.otpHashKey, counted.id, code, counted.codeHash)) {
    const left = authLimits.otpMaxAttempts - counted.attempts;
    throw new OAuthError(
      'invalid_grant',
      left > 0 ? wrongCodeMessage(left) : oauthMessages.tooManyWrongCodes,
    );
  }

  const signedIn = await context.db.transaction(async (tx) => {
    if (!(await createOtpRepository(tx, tenantId).consume(counted.id, now))) return null;
    const customer = await createCustomerRepository(tx, tenantId).findOrCreate(
      counted.mobileNumber,
      context.random.uuid(),
      now,
    );
    const sessionId = context.random.uuid();
    await createSessionRepository(tx, tenantId).createSession({
      id: sessionId,
      customerId: customer.id,
      createdAt: now,
    });
    const refreshToken = await addRefreshToken(tx, context, tenantId, sessionId, now);
    return { customer, sessionId, refreshToken };
  });
  if (!signedIn) {
    throw new OAuthError('invalid_grant', oauthMessages.codeUsed);
  }
  return tokenResponse(
    context,
    {
      customerId: signedIn.customer.id,
      tenantId,
      sessionId: signedIn.sessionId,
      mobileNumber: signedIn.customer.mobileNumber,
    },
    signedIn.refreshToken,
    now,
  );
}
