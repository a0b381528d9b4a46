import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors/api-error.ts';
import { verifyAccessToken } from '../modules/auth/access-token.ts';
import {
  createSessionRepository,
  type SessionCustomer,
} from '../modules/auth/session-repository.ts';
import { tenantOf } from './tenant.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in customer of this tenant from the `Authorization: Bearer` access token, or null
     * when there is none or it does not verify. Checked once per request, on first call.
     */
    currentCustomer(): Promise<SessionCustomer | null>;
  }
}

const bearerPattern = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/;

/**
 * The signed-in customer, or 401 `UNAUTHORIZED` (with `WWW-Authenticate: Bearer`).
 *
 * @example
 * const customer = await requireCustomer(request);
 */
export async function requireCustomer(request: FastifyRequest): Promise<SessionCustomer> {
  const customer = await request.currentCustomer();
  if (!customer) {
    throw new ApiError(401, 'UNAUTHORIZED', { headers: { 'www-authenticate': 'Bearer' } });
  }
  return customer;
}

/**
 * Verifies Bearer access tokens for the routes of the tenant scope: the signature (ES256, our
 * key), issuer, audience and expiry against the injected clock, the tenant (a token of another
 * tenant is refused), and that its session is still live (a revoked refresh-token family ends its
 * access tokens too). Routes that need a customer call {@link requireCustomer}; others ignore it,
 * so a stale token never blocks a public call.
 */
export const authPlugin = fp(
  (app, _options, done) => {
    const verified = new WeakMap<FastifyRequest, Promise<SessionCustomer | null>>();

    async function authenticate(request: FastifyRequest): Promise<SessionCustomer | null> {
      const match = bearerPattern.exec(request.headers.authorization ?? '');
      if (!match?.[1]) return null;
      const tenant = tenantOf(request);
      const claims = await verifyAccessToken(match[1], {
        keys: app.deps.signingKeys,
        issuer: app.config.publicUrl,
        now: app.deps.clock.now(),
      });
      if (!claims || claims.tenantid !== tenant.id) return null;
      return createSessionRepository(app.db, tenant.id).findSessionCustomer(
        claims.sid,
        claims.CustomerId,
      );
    }

    app.decorateRequest('currentCustomer', function (this: FastifyRequest) {
      let customer = verified.get(this);
      if (!customer) {
        customer = authenticate(this);
        verified.set(this, customer);
      }
      return customer;
    });
    done();
  },
  { name: 'auth', dependencies: ['deps', 'env', 'tenant'] },
);
