import { createHash } from 'node:crypto';
import type { RandomSource } from '../../platform/random-source.ts';

/**
 * A new unguessable token (256 random bits, base64url): otp tokens and refresh tokens.
 *
 * @example
 * const token = newOpaqueToken(random); // 'q3N…' (43 characters)
 */
export function newOpaqueToken(random: RandomSource): string {
  return Buffer.from(random.bytes(32)).toString('base64url');
}

/**
 * How an opaque token is stored and looked up: its SHA-256. Tokens are random and long, so a plain
 * hash suffices (no salt or secret needed), and a leaked table holds nothing usable.
 *
 * @example
 * await repository.findByTokenHash(hashOpaqueToken(token));
 */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
