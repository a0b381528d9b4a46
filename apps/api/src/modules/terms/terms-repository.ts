import type { Language } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { termsAndConditions } from '../../db/schema/index.ts';

/**
 * One tenant's terms and conditions. Every query is scoped by `tenantId`.
 *
 * @example
 * const html = await createTermsRepository(db, tenant.id).find('en');
 */
export function createTermsRepository(db: Db, tenantId: string) {
  return {
    /** The HTML in `language`, or null when the tenant has none in it. */
    async find(language: Language): Promise<string | null> {
      const [row] = await db
        .select({ content: termsAndConditions.content })
        .from(termsAndConditions)
        .where(
          and(eq(termsAndConditions.tenantId, tenantId), eq(termsAndConditions.language, language)),
        )
        .limit(1);
      return row?.content ?? null;
    },
  };
}
