import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  customerPackageItems,
  customerPackages,
  packageContents,
  packageTerms,
  products,
} from '../../db/schema/index.ts';

/** A stored bought package with its product's names. */
export interface CustomerPackageRow {
  package: typeof customerPackages.$inferSelect;
  nameAr: string;
  nameEn: string;
}

/** A stored item of a bought package with its product's names and type. */
export interface CustomerPackageItemRow {
  item: typeof customerPackageItems.$inferSelect;
  nameAr: string;
  nameEn: string;
  type: (typeof products.$inferSelect)['type'];
}

/** What a package product includes and how long it lasts. */
export interface PackageDefinition {
  validityDays: number | null;
  contents: { productId: string; quantity: number }[];
}

/**
 * One tenant's bought packages and package definitions. Every query is scoped by `tenantId`;
 * lists by one customer too.
 *
 * @example
 * const bought = await createCustomerPackageRepository(db, tenant.id).packagesOf(customerId);
 */
export function createCustomerPackageRepository(db: Db, tenantId: string) {
  return {
    /** The customer's packages, the latest bought first. */
    async packagesOf(customerId: string): Promise<CustomerPackageRow[]> {
      return db
        .select({ package: customerPackages, nameAr: products.nameAr, nameEn: products.nameEn })
        .from(customerPackages)
        .innerJoin(products, eq(products.id, customerPackages.productId))
        .where(
          and(eq(customerPackages.tenantId, tenantId), eq(customerPackages.customerId, customerId)),
        )
        .orderBy(desc(customerPackages.purchasedAt), desc(customerPackages.id));
    },

    /** The items of the given packages, in the package's order. */
    async itemsOf(packageIds: readonly string[]): Promise<CustomerPackageItemRow[]> {
      if (packageIds.length === 0) return [];
      return db
        .select({
          item: customerPackageItems,
          nameAr: products.nameAr,
          nameEn: products.nameEn,
          type: products.type,
        })
        .from(customerPackageItems)
        .innerJoin(products, eq(products.id, customerPackageItems.productId))
        .where(
          and(
            eq(customerPackageItems.tenantId, tenantId),
            inArray(customerPackageItems.customerPackageId, [...packageIds]),
          ),
        )
        .orderBy(asc(customerPackageItems.sortOrder), asc(customerPackageItems.id));
    },

    /** What the package product includes and its validity (no contents: nothing to record). */
    async definitionOf(packageProductId: string): Promise<PackageDefinition> {
      const contents = await db
        .select({ productId: packageContents.productId, quantity: packageContents.quantity })
        .from(packageContents)
        .where(
          and(
            eq(packageContents.tenantId, tenantId),
            eq(packageContents.packageProductId, packageProductId),
          ),
        )
        .orderBy(asc(packageContents.sortOrder), asc(packageContents.id));
      const [terms] = await db
        .select({ validityDays: packageTerms.validityDays })
        .from(packageTerms)
        .where(
          and(eq(packageTerms.tenantId, tenantId), eq(packageTerms.productId, packageProductId)),
        )
        .limit(1);
      return { validityDays: terms?.validityDays ?? null, contents };
    },

    async insertPackage(row: Omit<typeof customerPackages.$inferInsert, 'tenantId'>) {
      await db.insert(customerPackages).values({ ...row, tenantId });
    },

    async insertItems(rows: Omit<typeof customerPackageItems.$inferInsert, 'tenantId'>[]) {
      if (rows.length === 0) return;
      await db.insert(customerPackageItems).values(rows.map((row) => ({ ...row, tenantId })));
    },
  };
}
