import type { ProductType } from '@storefront/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  productCustomFields,
  productImages,
  productPrices,
  productProviders,
  products,
  providers,
} from '../../db/schema/index.ts';
import type { CatalogProduct, PriceRow, ProductRow } from './catalog-product.ts';
import { isUuid } from './is-uuid.ts';

/**
 * One tenant's products with their prices, custom fields, providers and image dates. Every query
 * is scoped by `tenantId`; ids that cannot be uuids find nothing.
 *
 * @example
 * const product = await createProductRepository(db, tenant.id).find(productId);
 */
export function createProductRepository(db: Db, tenantId: string) {
  const ofTenant = eq(products.tenantId, tenantId);

  /** Loads the related rows of `rows` in four queries, whatever their number. */
  async function withDetails(rows: ProductRow[]): Promise<CatalogProduct[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [prices, fields, links, images] = await Promise.all([
      db
        .select()
        .from(productPrices)
        .where(and(eq(productPrices.tenantId, tenantId), inArray(productPrices.productId, ids)))
        .orderBy(asc(productPrices.sortOrder), asc(productPrices.createdAt), asc(productPrices.id)),
      db
        .select()
        .from(productCustomFields)
        .where(
          and(
            eq(productCustomFields.tenantId, tenantId),
            inArray(productCustomFields.productId, ids),
          ),
        )
        .orderBy(asc(productCustomFields.sortOrder), asc(productCustomFields.key)),
      db
        .select({ productId: productProviders.productId, provider: providers })
        .from(productProviders)
        .innerJoin(providers, eq(providers.id, productProviders.providerId))
        .where(
          and(
            eq(productProviders.tenantId, tenantId),
            eq(providers.tenantId, tenantId),
            inArray(productProviders.productId, ids),
          ),
        )
        .orderBy(asc(productProviders.sortOrder), asc(providers.sortOrder), asc(providers.id)),
      db
        .select({ productId: productImages.productId, updatedAt: productImages.updatedAt })
        .from(productImages)
        .where(and(eq(productImages.tenantId, tenantId), inArray(productImages.productId, ids))),
    ]);
    return rows.map((product) => ({
      product,
      prices: prices.filter((price) => price.productId === product.id),
      customFields: fields.filter((field) => field.productId === product.id),
      providers: links.filter((link) => link.productId === product.id).map((link) => link.provider),
      imageUpdatedAt: images.find((image) => image.productId === product.id)?.updatedAt ?? null,
    }));
  }

  /** One product of this tenant, or null. */
  async function find(productId: string): Promise<CatalogProduct | null> {
    if (!isUuid(productId)) return null;
    const rows = await db
      .select()
      .from(products)
      .where(and(ofTenant, eq(products.id, productId)))
      .limit(1);
    const [found] = await withDetails(rows);
    return found ?? null;
  }

  return {
    find,

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
      const rows = await db
        .select()
        .from(products)
        .where(and(ofTenant, eq(products.type, type)))
        .orderBy(asc(products.sortOrder), asc(products.createdAt), asc(products.id));
      return withDetails(rows);
    },

    /** A page of the catalogue in display order, optionally of one type, with the total count. */
    async list(filter: {
      type?: ProductType | undefined;
      skip: number;
      take: number;
    }): Promise<{ totalCount: number; items: CatalogProduct[] }> {
      const where = filter.type ? and(ofTenant, eq(products.type, filter.type)) : ofTenant;
      const [total] = await db.select({ value: count() }).from(products).where(where);
      const rows = await db
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(products.sortOrder), asc(products.createdAt), asc(products.id))
        .offset(filter.skip)
        .limit(filter.take);
      return { totalCount: total?.value ?? 0, items: await withDetails(rows) };
    },
  };
}

/** The repository's interface, for those who take one. */
export type ProductRepository = ReturnType<typeof createProductRepository>;
