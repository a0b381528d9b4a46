import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { tenantDirectoryOf } from './tenant-directory-of.ts';
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
 * Tenants come from the instance's tenant directory (cached, invalidated by the database's
 * notifications), so a request costs no tenant query. `db` is the database the app was given
 * (the directory reads `app.deps.database.db`, the same one).
 */
export const tenantPlugin = fp<{ db: Db }>(
  async (app) => {
    const directory = await tenantDirectoryOf(app.deps, (error) =>
      app.log.error({ err: error }, 'tenant cache: not listening for changes; reading through'),
    );
    app.addHook('onClose', () => directory.close());
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
  },
  { name: 'tenant' },
);
