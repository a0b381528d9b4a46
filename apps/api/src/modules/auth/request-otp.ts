import type { Language } from '@storefront/contracts';
import { ApiError } from '../../errors/api-error.ts';
import { retryAfterDetails } from '../../errors/retry-after-details.ts';
import { authLimits } from './auth-limits.ts';
import { newOpaqueToken, hashOpaqueToken } from './opaque-token.ts';
import { hashOtpCode, newOtpCode } from './otp-code.ts';
import { createOtpRepository } from './otp-repository.ts';
import type { SignInContext } from './sign-in-context.ts';
import { otpSmsText, SmsUnavailableError } from './sms-sender.ts';

/** A code was sent: the token naming it, and the code itself (for the development log only). */
export interface SentOtp {
  token: string;
  expiresIn: number;
  code: string;
}

/**
 * Sends a sign-in code to a Saudi mobile number (already E.164): at most 3 per number per 10
 * minutes (then 429 `RATE_LIMIT`, counted in the database so the limit holds across instances), a
 * 6-digit code from the CSPRNG stored only as an HMAC, living 5 minutes. Once it is sent, the
 * number's earlier codes no longer sign in. The SMS ends with the WebOTP line for `webOtpHost`
 * (see webOtpHost).
 *
 * @example
 * const { token } = await requestOtp(context, tenant.id, '+966512345678', 'ar', 'pay.example.com');
 */
export async function requestOtp(
  context: SignInContext,
  tenantId: string,
  mobileNumber: string,
  language: Language,
  webOtpHost: string,
): Promise<SentOtp> {
  const now = context.clock.now();
  const id = context.random.uuid();
  const token = newOpaqueToken(context.random);
  const code = newOtpCode(context.random);

  await context.db.transaction(async (tx) => {
    const otps = createOtpRepository(tx, tenantId);
    await otps.lockMobileNumber(mobileNumber);
    const sent = await otps.countSentSince(
      mobileNumber,
      new Date(now.getTime() - authLimits.otpSendWindowMs),
    );
    if (sent >= authLimits.otpMaxSendsPerWindow) {
      context.telemetry.otpRefused('rate_limit');
      throw new ApiError(429, 'RATE_LIMIT', {
        details: retryAfterDetails(authLimits.otpSendWindowMs, language),
        headers: { 'retry-after': String(Math.ceil(authLimits.otpSendWindowMs / 1000)) },
      });
    }
    await otps.create({
      id,
      mobileNumber,
      purpose: 0,
      tokenHash: hashOpaqueToken(token),
      codeHash: hashOtpCode(context.keys.otpHashKey, id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + authLimits.otpLifetimeSeconds * 1000),
    });
  });

  try {
    await context.smsSender.sendOtp({
      tenantId,
      mobileNumber,
      code,
      language,
      text: otpSmsText(code, language, authLimits.otpLifetimeSeconds / 60, webOtpHost),
      sentAt: now,
    });
  } catch (error) {
    // A code that never left must not count against the number's limit.
    await createOtpRepository(context.db, tenantId).delete(id);
    if (error instanceof SmsUnavailableError) {
      context.telemetry.otpRefused('sms_unavailable');
      throw new ApiError(503, 'OTP_SEND_FAILED');
    }
    throw error;
  }
  // Once the new code is on its way, the earlier ones stop working: 5 tries per code would
  // otherwise add up over every code still alive (docs/product/api.md, one-time codes).
  await createOtpRepository(context.db, tenantId).closeEarlier(mobileNumber, now, now);
  context.telemetry.otpSent();
  return { token, expiresIn: authLimits.otpLifetimeSeconds, code };
}
