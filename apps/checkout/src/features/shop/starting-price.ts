import type { Product } from '@storefront/contracts';

/** What a product card says about the price: one amount, or the lowest of several. */
export interface StartingPrice {
  amount: number;
  /** More than one amount among the prices: "From …". */
  from: boolean;
}

/**
 * The price a shopper pays per unit for the cheapest option: each price's discounted amount when
 * it has one, else its amount (the API's pricing rule); the product's own amount when it lists no
 * prices. Out-of-stock options count too: the card shows the range, the widget their stock.
 *
 * @example
 * startingPrice(coffee); // { amount: 45, from: true }
 */
export function startingPrice(
  product: Pick<Product, 'pricing' | 'amount' | 'discountedAmount'>,
): StartingPrice {
  const amounts = product.pricing.map((price) => price.discountedAmount ?? price.amount);
  if (amounts.length === 0)
    return { amount: product.discountedAmount ?? product.amount, from: false };
  const lowest = Math.min(...amounts);
  return { amount: lowest, from: amounts.some((amount) => amount !== lowest) };
}
