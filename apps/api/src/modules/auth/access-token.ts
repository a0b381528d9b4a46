import { connectTokenClientId, connectTokenScope } from '@storefront/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { authLimits } from './auth-limits.ts';
import type { SigningKeys } from './signing-keys.ts';

/** The audience of every access token the API issues. */
export const accessTokenAudience = 'storefront';

/** Claims of an access token (ABP names: `CustomerId` per the spec, `tenantid`). */
export const accessTokenClaimsSchema = z.object({
  sub: z.uuid(),
  CustomerId: z.uuid(),
  tenantid: z.uuid(),
  /** The sign-in session (refresh token family); revoking it ends this token too. */
  sid: z.uuid(),
  exp: z.number(),
});

export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** Who an access token is issued to. */
export interface AccessTokenSubject {
  customerId: string;
  tenantId: string;
  sessionId: string;
  mobileNumber: string;
}

/**
 * Signs an ES256 access token (JWT) for a customer.
 *
 * @example
 * const jwt = await signAccessToken(subject, { keys, issuer: config.publicUrl, now, jwtId });
 */
export async function signAccessToken(
  subject: AccessTokenSubject,
  options: { keys: SigningKeys; issuer: string; now: Date; jwtId: string },
): Promise<string> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  return new SignJWT({
    CustomerId: subject.customerId,
    tenantid: subject.tenantId,
    sid: subject.sessionId,
    phone_number: subject.mobileNumber,
    client_id: connectTokenClientId,
    scope: connectTokenScope,
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: options.keys.keyId })
    .setIssuer(options.issuer)
    .setAudience(accessTokenAudience)
    .setSubject(subject.customerId)
    .setJti(options.jwtId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + authLimits.accessTokenLifetimeSeconds)
    .sign(options.keys.privateKey);
}

/**
 * Checks an access token's signature, issuer, audience, type and times (against the injected
 * clock) and returns its claims, or null when any check fails.
 *
 * @example
 * const claims = await verifyAccessToken(jwt, { keys, issuer, now: clock.now() });
 */
export async function verifyAccessToken(
  token: string,
  options: { keys: SigningKeys; issuer: string; now: Date },
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, options.keys.publicKey, {
      algorithms: ['ES256'],
      issuer: options.issuer,
      audience: accessTokenAudience,
      typ: 'at+jwt',
      currentDate: options.now,
      clockTolerance: authLimits.clockToleranceSeconds,
      requiredClaims: ['exp', 'sub'],
    });
    const claims = accessTokenClaimsSchema.safeParse(payload);
    return claims.success && claims.data.sub === claims.data.CustomerId ? claims.data : null;
  } catch {
    // Every failure (bad signature, expired, malformed) means the same to the caller: not signed in.
    return null;
  }
}
