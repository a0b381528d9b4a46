import type { Language } from '@storefront/contracts';
import type { CartCatalog } from '../cart-catalog.ts';
import type { CartItemRecord } from '../cart-repository.ts';
import type { PricedCartLine } from '../lines/price-cart-line.ts';

/** What the stock check needs of a line. */
export interface StockLine {
  priceId: string;
  quantity: number;
  isReservation: boolean;
}

/**
 * The stock rule over a whole cart: for each price, the quantities of all its lines together
 * must be in stock (two lines of the last item cannot both be had). Reservations are limited by
 * their slots instead. Throws the catalogue's 409 `ITEM_NOT_AVAILABLE`. Reads the catalogue, so
 * call it outside any transaction.
 *
 * @example
 * await assertLinesInStock(catalog, tenant.id, [...existing, ...added], 'en');
 */
export async function assertLinesInStock(
  catalog: CartCatalog,
  tenantId: string,
  lines: readonly StockLine[],
  language: Language,
): Promise<void> {
  for (const [priceId, quantity] of quantitiesByPrice(lines)) {
    await catalog.assertInStock(tenantId, priceId, quantity, language);
  }
}

/**
 * The total quantity asked of each price by the lines that take stock (not reservations).
 *
 * @example
 * quantitiesByPrice([{ priceId: 'p', quantity: 1, isReservation: false }]); // Map { 'p' => 1 }
 */
export function quantitiesByPrice(lines: readonly StockLine[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) {
    if (line.isReservation) continue;
    totals.set(line.priceId, (totals.get(line.priceId) ?? 0) + line.quantity);
  }
  return totals;
}

/**
 * What the stock rule needs of a stored or a freshly priced line.
 *
 * @example
 * await assertLinesInStock(catalog, tenantId, items.map(stockLineOf));
 */
export function stockLineOf(line: CartItemRecord | PricedCartLine): StockLine {
  return {
    priceId: line.priceId,
    quantity: line.quantity,
    isReservation: line.product.type === 'reservation',
  };
}
