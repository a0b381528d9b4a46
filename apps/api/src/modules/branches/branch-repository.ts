import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { branches } from '../../db/schema/index.ts';

/** A stored branch. */
export type BranchRow = typeof branches.$inferSelect;

/**
 * One tenant's branches. Every query is scoped by `tenantId`.
 *
 * @example
 * const all = await createBranchRepository(db, tenant.id).list();
 */
export function createBranchRepository(db: Db, tenantId: string) {
  return {
    /** Every branch, in display order. */
    async list(): Promise<BranchRow[]> {
      return db
        .select()
        .from(branches)
        .where(eq(branches.tenantId, tenantId))
        .orderBy(asc(branches.sortOrder), asc(branches.createdAt), asc(branches.id));
    },
  };
}
