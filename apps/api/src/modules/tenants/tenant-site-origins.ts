import type { FastifyRequest } from 'fastify';
import { isUnstorableText } from '../../http/unstorable-text.ts';
import type { TenantDirectory } from './tenant-directory.ts';

/**
 * The names a request may give its tenant by: the header, or the query (pages and streams). A
 * value the database cannot hold names no tenant (the storable-text check answers its 400).
 */
function tenantReferenceOf(request: FastifyRequest): string | null {
  const header = request.headers['__tenant'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const value of [fromHeader, query['__tenant'], query['tenantId'], query['tenant']]) {
    if (typeof value === 'string' && value.trim() !== '' && !isUnstorableText(value)) {
      return value.trim();
    }
  }
  return null;
}

/** Where the allowed sites of a request come from: the deployment's list and the tenants'. */
export interface TenantSiteOriginsDeps {
  directory: TenantDirectory;
  /** `CORS_ORIGINS`: the sites of every tenant that lists none of its own (the demo's). */
  fallback: readonly string[];
}

/**
 * The sites (origins) allowed to call the API for the request's tenant and to frame its pages
 * (issue 21, finding 9; docs/product/embedding.md, "Which sites may embed"): the tenant's own
 * list when it has one, else `CORS_ORIGINS`. A request that names no tenant, or an unknown one,
 * or a preflight (which carries no header values, so cannot name its tenant), gets every site
 * some tenant or the deployment lists: it reads nothing of a tenant, and the request that
 * follows is checked against its own tenant.
 *
 * @example
 * const origins = await tenantSiteOriginsOf(deps, request);
 */
export async function tenantSiteOriginsOf(
  deps: TenantSiteOriginsDeps,
  request: FastifyRequest,
): Promise<readonly string[]> {
  const reference = request.method === 'OPTIONS' ? null : tenantReferenceOf(request);
  const tenant = reference === null ? null : await deps.directory.findTenant(reference);
  if (!tenant) return [...deps.fallback, ...(await deps.directory.tenantOrigins())];
  return siteOriginsOfTenant(deps, tenant.id);
}

/**
 * One tenant's allowed sites: its own list, else the deployment's.
 *
 * @example
 * const origins = await siteOriginsOfTenant(deps, tenant.id);
 */
export async function siteOriginsOfTenant(
  deps: TenantSiteOriginsDeps,
  tenantId: string,
): Promise<readonly string[]> {
  const own = (await deps.directory.settings(tenantId))?.allowedOrigins ?? [];
  return own.length > 0 ? own : deps.fallback;
}
