import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { providers } from '../../db/schema/index.ts';
import type { ProviderRow } from '../catalog/catalog-product.ts';

/**
 * One tenant's providers. Every query is scoped by `tenantId`.
 *
 * @example
 * const all = await createProviderRepository(db, tenant.id).list();
 */
export function createProviderRepository(db: Db, tenantId: string) {
  return {
    /** Every provider, in display order. */
    async list(): Promise<ProviderRow[]> {
      return db
        .select()
        .from(providers)
        .where(eq(providers.tenantId, tenantId))
        .orderBy(asc(providers.sortOrder), asc(providers.createdAt), asc(providers.id));
    },
  };
}
