import type { FastifyInstance } from 'fastify';
import { verifyAccessToken } from './access-token.ts';
import { createSessionRepository, type SessionCustomer } from './session-repository.ts';

const bearerPattern = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/;

/** The customer behind a verified access token, and when that token expires. */
export interface BearerCustomer {
  customer: SessionCustomer;
  expiresAt: Date;
}

/**
 * The customer of an `Authorization: Bearer` access token for `tenantId`, or null: the token's
 * signature (ES256, our key), issuer, audience and expiry against the injected clock, its tenant,
 * and a live session (a revoked refresh-token family ends its access tokens too). The one check
 * of the tenant routes (the auth plugin) and the event streams, which sit outside that scope.
 *
 * @example
 * const signedIn = await bearerCustomer(app, request.headers.authorization, tenant.id);
 */
export async function bearerCustomer(
  app: FastifyInstance,
  authorization: string | undefined,
  tenantId: string,
): Promise<BearerCustomer | null> {
  const token = bearerPattern.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const claims = await verifyAccessToken(token, {
    keys: app.deps.signingKeys,
    issuer: app.config.publicUrl,
    now: app.deps.clock.now(),
  });
  if (!claims || claims.tenantid !== tenantId) return null;
  const customer = await createSessionRepository(app.db, tenantId).findSessionCustomer(
    claims.sid,
    claims.CustomerId,
  );
  return customer ? { customer, expiresAt: new Date(claims.exp * 1000) } : null;
}
