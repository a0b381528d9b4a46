import type { LocalizedText } from '@storefront/contracts';
import type { Db } from '../../db/database.ts';
import { authLimits } from './auth-limits.ts';
import { OAuthError } from './oauth-error.ts';
import { oauthMessages, wrongCodeMessage } from './oauth-messages.ts';
import { hashOpaqueToken } from './opaque-token.ts';
import { normalizeOtpCode, otpCodeMatches } from './otp-code.ts';
import { createOtpRepository, type OtpChallenge } from './otp-repository.ts';
import type { SigningKeys } from './signing-keys.ts';

/** Why a challenge no longer takes tries, for the refusal's message. */
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
 * Checks a one-time code against its otp token's challenge (5 tries, 5 minutes, single use) and
 * answers the challenge, its try counted; the caller consumes it (`consume`) in the transaction
 * that uses the proven number. Shared by sign-in and the profile's mobile-number change
 * (docs/product/sign-in.md). Throws {@link OAuthError} `invalid_grant` for any refused code.
 *
 * @example
 * const challenge = await checkOtpCode({ db, keys }, tenant.id, { otp: '048213', token }, now);
 */
export async function checkOtpCode(
  context: { db: Db; keys: SigningKeys },
  tenantId: string,
  grant: { otp: string; token: string },
  now: Date,
): Promise<OtpChallenge> {
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
  return counted;
}
