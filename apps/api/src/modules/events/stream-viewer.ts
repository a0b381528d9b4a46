import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerCustomer } from '../auth/bearer-customer.ts';

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
 * plugin does not run, so they apply its check (`bearerCustomer`) here.
 *
 * @example
 * const viewer = await streamViewer(app, request, tenant.id);
 */
export async function streamViewer(
  app: FastifyInstance,
  request: FastifyRequest,
  tenantId: string,
): Promise<StreamViewer | null> {
  const signedIn = await bearerCustomer(app, request.headers.authorization, tenantId);
  if (!signedIn) return null;
  return {
    customerId: signedIn.customer.customerId,
    sessionId: signedIn.customer.sessionId,
    expiresAt: signedIn.expiresAt,
  };
}
