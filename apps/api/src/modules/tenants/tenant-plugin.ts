import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors/api-error.ts';
import type { TenantRef } from './tenant-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant named by `__tenant`; set on every route of the tenant scope (see tenantOf). */
    tenant: TenantRef | null;
  }
}

/**
 * The request header naming the tenant (docs/product/wire-conventions.md; header names are
 * case-insensitive).
 */
export const tenantHeader = '__tenant';

/**
 * The tenant of a request in the tenant scope.
 *
 * @example
 * const repository = createBankAccountRepository(app.db, tenantOf(request).id);
 */
export function tenantOf(request: FastifyRequest): TenantRef {
  if (!request.tenant) throw new ApiError(400, 'TENANT_REQUIRED');
  return request.tenant;
}

/**
 * Resolves the `__tenant` header on every route registered in the same scope: missing → 400
 * `TENANT_REQUIRED`, unknown → 404 `TENANT_NOT_FOUND`, else `request.tenant`. Register it inside
 * the scope that holds the tenant's routes (it is not encapsulated, so it applies to that scope).
 * Tenants come from the app's tenant directory (`app.tenantDirectory`, built in app.ts: cached,
 * invalidated by the database's notifications), so a request costs no tenant query.
 */
export const tenantPlugin = fp(
  (app, _options, done) => {
    const directory = app.tenantDirectory;
    app.decorateRequest('tenant', null);
    // Documents the header on every route of the scope (OpenAPI security scheme `tenant`).
    app.addHook('onRoute', (route) => {
      const schema = (route.schema ??= {}) as { security?: unknown };
      schema.security ??= [{ tenant: [] }];
    });
    app.addHook('onRequest', async (request) => {
      const header = request.headers[tenantHeader];
      const value = (Array.isArray(header) ? header[0] : header)?.trim();
      if (!value) throw new ApiError(400, 'TENANT_REQUIRED');
      const tenant = await directory.findTenant(value);
      if (!tenant) throw new ApiError(404, 'TENANT_NOT_FOUND');
      request.tenant = tenant;
    });
    done();
  },
  { name: 'tenant' },
);
