import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeDigits } from '@storefront/contracts';
import type { RandomSource } from '../../platform/random-source.ts';
import { authLimits } from './auth-limits.ts';

/**
 * A new one-time code: 6 digits, uniformly random from the injected CSPRNG.
 *
 * @example
 * newOtpCode(random); // '048213'
 */
export function newOtpCode(random: RandomSource): string {
  return String(random.int(10 ** authLimits.otpCodeLength)).padStart(authLimits.otpCodeLength, '0');
}

/**
 * How a code is stored: HMAC-SHA256 under a server key, bound to its challenge, so the stored
 * value neither reveals the code nor can be brute-forced from the 10^6 possible codes.
 *
 * @example
 * const codeHash = hashOtpCode(keys.otpHashKey, challengeId, '048213');
 */
export function hashOtpCode(key: Buffer, challengeId: string, code: string): string {
  return createHmac('sha256', key).update(`${challengeId}:${code}`, 'utf8').digest('base64url');
}

/**
 * The code as typed (spaces trimmed, Arabic-Indic digits read as Western), or null when it cannot
 * be a code at all.
 *
 * @example
 * normalizeOtpCode(' ٠٤٨٢١٣ '); // '048213'
 */
export function normalizeOtpCode(input: string): string | null {
  const code = normalizeDigits(input.trim());
  return new RegExp(`^\\d{${authLimits.otpCodeLength}}$`).test(code) ? code : null;
}

/** Compares a typed code with the stored hash in constant time. */
export function otpCodeMatches(
  key: Buffer,
  challengeId: string,
  code: string,
  storedHash: string,
): boolean {
  const actual = Buffer.from(hashOtpCode(key, challengeId, code));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
