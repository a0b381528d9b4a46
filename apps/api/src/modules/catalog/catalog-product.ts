import type {
  productCustomFields,
  productPrices,
  products,
  providers,
} from '../../db/schema/index.ts';

/** A stored product row. */
export type ProductRow = typeof products.$inferSelect;
/** A stored price row of a product. */
export type PriceRow = typeof productPrices.$inferSelect;
/** A stored custom field (or add-on) of a product. */
export type CustomFieldRow = typeof productCustomFields.$inferSelect;
/** A stored provider. */
export type ProviderRow = typeof providers.$inferSelect;

/**
 * A product with everything the checkout, pricing and availability read of it: prices, custom
 * fields and providers in display order, and when its image last changed (null: none).
 */
export interface CatalogProduct {
  product: ProductRow;
  prices: PriceRow[];
  customFields: CustomFieldRow[];
  providers: ProviderRow[];
  imageUpdatedAt: Date | null;
  /** The tenant's time zone (IANA): the product's days, working hours and start dates are its. */
  timeZone: string;
}
