import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors/api-error.ts';
import { bearerCustomer } from './bearer-customer.ts';
import type { SessionCustomer } from './session-repository.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in customer of this tenant from the `Authorization: Bearer` access token, or null
     * when there is none or it does not verify. Checked once per request, on first call.
     */
    currentCustomer(): Promise<SessionCustomer | null>;
  }
}

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
      // No token, no tenant lookup: a public call without one never needs the tenant here.
      if (!request.headers.authorization) return null;
      const signedIn = await bearerCustomer(
        app,
        request.headers.authorization,
        tenantOf(request).id,
      );
      return signedIn?.customer ?? null;
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
