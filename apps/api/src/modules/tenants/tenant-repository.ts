import { knownTimeZoneOr } from '@storefront/contracts';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tenantLogos, tenants } from '../../db/schema/index.ts';

/** The tenant a request acts for. */
export interface TenantRef {
  id: string;
  name: string;
  /** The tenant's time zone (IANA): its calendar days and working hours are this clock's. */
  timeZone: string;
}

/** A tenant's logo file. */
export interface TenantLogo {
  contentType: string;
  content: Uint8Array;
  updatedAt: Date;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Longer values cannot be a tenant name or id, so they are not looked up. */
const maxReferenceLength = 64;

/**
 * The lookup of tenants themselves (the one table not scoped by a tenant): by name, any case, as
 * the `__tenant` header carries it, or by id (event streams' `tenantId`, logo URLs).
 *
 * @example
 * const tenant = await findTenant(db, 'Demo'); // { id: '…', name: 'demo' } or null
 */
export async function findTenant(db: Db, nameOrId: string): Promise<TenantRef | null> {
  const reference = nameOrId.trim();
  if (reference === '' || reference.length > maxReferenceLength) return null;
  const byName = eq(tenants.name, reference.toLowerCase());
  const [row] = await db
    .select({ id: tenants.id, name: tenants.name, timeZone: tenants.timeZone })
    .from(tenants)
    .where(
      uuidPattern.test(reference) ? or(byName, eq(tenants.id, reference.toLowerCase())) : byName,
    )
    .limit(1);
  return row ? { ...row, timeZone: knownTimeZoneOr(row.timeZone) } : null;
}

/**
 * The logo of a tenant, or null when it has none.
 *
 * @example
 * const logo = await findTenantLogo(db, tenant.id);
 */
export async function findTenantLogo(db: Db, tenantId: string): Promise<TenantLogo | null> {
  const [row] = await db
    .select({
      contentType: tenantLogos.contentType,
      content: tenantLogos.content,
      updatedAt: tenantLogos.updatedAt,
    })
    .from(tenantLogos)
    .where(eq(tenantLogos.tenantId, tenantId))
    .limit(1);
  return row ?? null;
}

/**
 * Every origin some tenant lists as its own site (deduplicated): what a browser's preflight may
 * be allowed from before the request names its tenant (a preflight carries no header values).
 *
 * @example
 * const origins = await listTenantOrigins(db); // ['https://shop.example', …]
 */
export async function listTenantOrigins(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ origin: sql<string>`unnest(${tenants.allowedOrigins})` })
    .from(tenants);
  return rows.map((row) => row.origin);
}
