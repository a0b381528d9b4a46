import { knownTimeZoneOr, type ProductType } from '@storefront/contracts';
import { and, asc, count, eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  productCustomFields,
  productImages,
  productPrices,
  productProviders,
  products,
  providers,
  tenants,
} from '../../db/schema/index.ts';
import { rowFromJson } from '../../db/schema/row-from-json.ts';
import type { CatalogProduct, PriceRow } from './catalog-product.ts';
import { isUuid } from '../../http/is-uuid.ts';

/**
 * One tenant's products with their prices, custom fields, providers and image dates, each read in
 * one query. Every query is scoped by `tenantId`; ids that cannot be uuids find nothing.
 *
 * @example
 * const product = await createProductRepository(db, tenant.id).find(productId);
 */
export function createProductRepository(db: Db, tenantId: string | Placeholder) {
  const ofTenant = eq(products.tenantId, tenantId);

  /**
   * Products matching `where` with their prices, custom fields, providers (each in display
   * order, as JSON arrays of rows) and image date, in ONE query whatever their number.
   */
  function selectWithDetails(where: SQL | undefined) {
    // Qualified by hand: drizzle writes a column of a one-table select unqualified, which inside
    // the subqueries would name the subquery's own column.
    const productIdOfRow = sql.raw('"products"."id"');
    return db
      .select({
        product: getTableColumns(products),
        prices: sql<
          unknown[]
        >`(select coalesce(json_agg(pp order by pp.sort_order, pp.created_at, pp.id), '[]'::json) from ${productPrices} pp where pp.tenant_id = ${tenantId} and pp.product_id = ${productIdOfRow})`,
        customFields: sql<
          unknown[]
        >`(select coalesce(json_agg(f order by f.sort_order, f.key), '[]'::json) from ${productCustomFields} f where f.tenant_id = ${tenantId} and f.product_id = ${productIdOfRow})`,
        providers: sql<
          unknown[]
        >`(select coalesce(json_agg(pr order by l.sort_order, pr.sort_order, pr.id), '[]'::json) from ${productProviders} l join ${providers} pr on pr.id = l.provider_id where l.tenant_id = ${tenantId} and pr.tenant_id = ${tenantId} and l.product_id = ${productIdOfRow})`,
        // The tenant's clock, read with the product so every rule on it has its days.
        timeZone: sql<string>`(select t.time_zone from ${tenants} t where t.id = ${tenantId})`,
        imageUpdatedAt:
          sql<Date | null>`(select i.updated_at from ${productImages} i where i.tenant_id = ${tenantId} and i.product_id = ${productIdOfRow} limit 1)`.mapWith(
            productImages.updatedAt,
          ),
      })
      .from(products)
      .where(where);
  }

  type DetailedRow = Awaited<ReturnType<typeof selectWithDetails>>[number];

  function catalogProductOf(row: DetailedRow): CatalogProduct {
    return {
      product: row.product,
      prices: row.prices.map((json) => rowFromJson(productPrices, json)),
      customFields: row.customFields.map((json) => rowFromJson(productCustomFields, json)),
      providers: row.providers.map((json) => rowFromJson(providers, json)),
      imageUpdatedAt: row.imageUpdatedAt,
      timeZone: knownTimeZoneOr(row.timeZone),
    };
  }

  /** One product of this tenant, or null. */
  async function find(productId: string): Promise<CatalogProduct | null> {
    if (!isUuid(productId)) return null;
    const [row] = await selectWithDetails(and(ofTenant, eq(products.id, productId))).limit(1);
    return row ? catalogProductOf(row) : null;
  }

  return {
    find,
    selectWithDetails,

    /** The products of this tenant among `productIds` (unknown ones are left out), one query. */
    async findMany(productIds: readonly string[]): Promise<CatalogProduct[]> {
      const ids = [...new Set(productIds.filter(isUuid))];
      if (ids.length === 0) return [];
      let prepared = preparedFindMany.get(db);
      if (!prepared) {
        // Built once per database handle with placeholders (the tenant, the ids as one array, so
        // the text never varies) and named: the cart's add-item path reads its products here.
        prepared = createProductRepository(db, sql.placeholder('tenantId'))
          .selectWithDetails(
            and(
              eq(products.tenantId, sql.placeholder('tenantId')),
              sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`,
            ),
          )
          .prepare('find_products');
        preparedFindMany.set(db, prepared);
      }
      const rows = await prepared.execute({ tenantId, ids });
      return rows.map(catalogProductOf);
    },

    /** A price of this tenant with its product, or null. */
    async findPrice(priceId: string): Promise<{ product: CatalogProduct; price: PriceRow } | null> {
      if (!isUuid(priceId)) return null;
      const [row] = await db
        .select({ productId: productPrices.productId })
        .from(productPrices)
        .where(and(eq(productPrices.tenantId, tenantId), eq(productPrices.id, priceId)))
        .limit(1);
      if (!row) return null;
      const product = await find(row.productId);
      const price = product?.prices.find((entry) => entry.id === priceId);
      return product && price ? { product, price } : null;
    },

    /** Every product of one type, in display order. */
    async allOfType(type: ProductType): Promise<CatalogProduct[]> {
      const rows = await selectWithDetails(and(ofTenant, eq(products.type, type))).orderBy(
        asc(products.sortOrder),
        asc(products.createdAt),
        asc(products.id),
      );
      return rows.map(catalogProductOf);
    },

    /** A page of the catalogue in display order, optionally of one type, with the total count. */
    async list(filter: {
      type?: ProductType | undefined;
      skip: number;
      take: number;
    }): Promise<{ totalCount: number; items: CatalogProduct[] }> {
      const where = filter.type ? and(ofTenant, eq(products.type, filter.type)) : ofTenant;
      const [total] = await db.select({ value: count() }).from(products).where(where);
      const rows = await selectWithDetails(where)
        .orderBy(asc(products.sortOrder), asc(products.createdAt), asc(products.id))
        .offset(filter.skip)
        .limit(filter.take);
      return { totalCount: total?.value ?? 0, items: rows.map(catalogProductOf) };
    },
  };
}

const preparedFindMany = new WeakMap<
  Db,
  ReturnType<ReturnType<ReturnType<typeof createProductRepository>['selectWithDetails']>['prepare']>
>();

/** The repository's interface, for those who take one. */
export type ProductRepository = ReturnType<typeof createProductRepository>;
