import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../auth/access-token.ts';
import { createSessionRepository } from '../auth/session-repository.ts';

const bearerPattern = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/;

/** The signed-in shopper a stream was opened by: who, with which session, until when. */
export interface StreamViewer {
  customerId: string;
  /** The sign-in session of the access token; revoking it ends the stream. */
  sessionId: string;
  /** When the access token expires; the stream ends then at the latest. */
  expiresAt: Date;
}

/**
 * The shopper of the request's `Authorization: Bearer` access token for `tenantId`, or null.
 * The streams sit outside the tenant scope (their tenant comes from the query), where the auth
 * plugin does not run, so they apply its checks here: signature, issuer, audience, expiry against
 * the injected clock, the token's tenant, and a live session.
 *
 * @example
 * const viewer = await streamViewer(app, request, tenant.id);
 */
export async function streamViewer(
  app: FastifyInstance,
  request: FastifyRequest,
  tenantId: string,
): Promise<StreamViewer | null> {
  const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
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
  if (!customer) return null;
  return {
    customerId: customer.customerId,
    sessionId: customer.sessionId,
    expiresAt: new Date(claims.exp * 1000),
  };
}
