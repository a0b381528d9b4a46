import type { ProductPrice, ValidationMessageKey } from '@storefront/contracts';

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

/**
 * Why a subscription start typed as a date (`YYYY-MM-DD`, as a date field gives it) is refused:
 * empty, or before the shop's `today` (docs/product/validation.md#subscriptions); null when it
 * can start then. Untouched (null) is today's default.
 *
 * @example
 * startDateError('2030-01-14', '2030-01-15'); // 'validation.startDate.past'
 */
export function startDateError(date: string | null, today: string): ValidationMessageKey | null {
  if (date === null) return null;
  if (date === '') return 'validation.required';
  return date < today ? 'validation.startDate.past' : null;
}
