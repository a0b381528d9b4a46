import type { Language, LocalizedText } from '@storefront/contracts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { retryAfterDetails } from '../../errors/retry-after-details.ts';
import { authLimits } from './auth-limits.ts';
import { OAuthError } from './oauth-error.ts';
import { oauthMessages, wrongCodeMessage } from './oauth-messages.ts';
import { hashOpaqueToken } from './opaque-token.ts';
import { normalizeOtpCode, otpCodeMatches } from './otp-code.ts';
import { createOtpRepository, type OtpChallenge } from './otp-repository.ts';
import type { SigningKeys } from './signing-keys.ts';
import { createWrongCodeLimit } from './wrong-code-limit.ts';

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

/** The number's wrong codes are spent: 429 `RATE_LIMIT` until its window ends. */
function numberLocked(windowLeftMs: number, language: Language): ApiError {
  return new ApiError(429, 'RATE_LIMIT', {
    details: retryAfterDetails(windowLeftMs, language),
    headers: { 'retry-after': String(Math.max(1, Math.ceil(windowLeftMs / 1000))) },
  });
}

/** What checkOtpCode reads and writes. */
export interface CheckOtpCodeContext {
  db: Db;
  keys: SigningKeys;
}

/**
 * Checks a one-time code against its otp token's challenge (5 tries, 5 minutes, single use, only
 * the number's latest code) and the number's wrong codes (10 per 30 minutes across all its codes),
 * and answers the challenge, its try counted; the caller consumes it (`consume`) in the
 * transaction that uses the proven number. Shared by sign-in and the profile's mobile-number
 * change (docs/product/sign-in.md). Throws {@link OAuthError} `invalid_grant` for any refused
 * code, and {@link ApiError} 429 `RATE_LIMIT` (worded in `language`) while the number's wrong
 * codes are spent.
 *
 * @example
 * const challenge = await checkOtpCode({ db, keys }, tenant.id, { otp: '048213', token }, now, 'ar');
 */
export async function checkOtpCode(
  context: CheckOtpCodeContext,
  tenantId: string,
  grant: { otp: string; token: string },
  now: Date,
  language: Language,
): Promise<OtpChallenge> {
  const otps = createOtpRepository(context.db, tenantId);
  const challenge = await otps.findByTokenHash(hashOpaqueToken(grant.token));
  if (!challenge) throw new OAuthError('invalid_grant', oauthMessages.codeNotValid);
  const code = normalizeOtpCode(grant.otp);
  if (code === null) throw new OAuthError('invalid_grant', oauthMessages.codeFormat);

  // The number's limit first: once spent, no code is looked at, the right one included.
  const wrongCodes = createWrongCodeLimit(context.db, tenantId);
  const held = await wrongCodes.hold(challenge.mobileNumber, now);
  if (held.refused) throw numberLocked(held.windowLeftMs, language);

  // Counted on its own (committed even when the code is wrong), atomically against the limit.
  const counted = await otps.recordAttempt(challenge.id, now);
  if (!counted) {
    await wrongCodes.giveBack(challenge.mobileNumber, now);
    throw new OAuthError('invalid_grant', closedReason(challenge, now));
  }
  if (!otpCodeMatches(context.keys.otpHashKey, counted.id, code, counted.codeHash)) {
    const tokenTriesLeft = authLimits.otpMaxAttempts - counted.attempts;
    const numberTriesLeft = authLimits.otpMaxWrongCodesPerNumber - held.tries;
    if (numberTriesLeft <= 0) {
      throw new OAuthError('invalid_grant', oauthMessages.tooManyWrongCodesForNumber);
    }
    throw new OAuthError(
      'invalid_grant',
      tokenTriesLeft > 0
        ? wrongCodeMessage(Math.min(tokenTriesLeft, numberTriesLeft))
        : oauthMessages.tooManyWrongCodes,
    );
  }
  await wrongCodes.giveBack(challenge.mobileNumber, now);
  return counted;
}
