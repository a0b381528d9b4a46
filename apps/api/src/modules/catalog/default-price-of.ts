import type { PriceRow } from './catalog-product.ts';

/**
 * The price a product shows by default (docs/product/flows.md): the first with unlimited stock or
 * some left, else the first; undefined when it has none.
 *
 * @example
 * defaultPriceOf(product.prices)?.amount;
 */
export function defaultPriceOf(prices: readonly PriceRow[]): PriceRow | undefined {
  return prices.find((price) => price.isUnlimited || price.availableQuantity > 0) ?? prices[0];
}
