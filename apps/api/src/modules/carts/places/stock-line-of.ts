import type { StockLine } from './assert-lines-in-stock.ts';
import type { CartItemRecord } from '../cart-repository.ts';
import type { PricedCartLine } from '../lines/price-cart-line.ts';

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
