import type { ProductPrice } from '@storefront/contracts';

/** The most of a price one can buy: its stock, or no limit (null) when unlimited. */
export function maxQuantityOf(price: Pick<ProductPrice, 'stock'> | null): number | null {
  if (price === null || price.stock.isUnlimited) return null;
  return Math.max(1, price.stock.availableQuantity);
}

/**
 * A subscription start chosen as a date, as the instant the shop's day starts (the tenant's
 * offset, +03:00, the API writes its instants with).
 */
export function startDateOf(date: string): string {
  return `${date}T00:00:00+03:00`;
}
