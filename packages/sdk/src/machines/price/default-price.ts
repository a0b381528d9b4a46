import type { ProductPrice } from '@storefront/contracts';

/**
 * docs/product/flows.md: "Default price is the first pricing entry with unlimited stock or
 * available quantity above zero, else the first."
 *
 * @example
 * defaultPrice(product.pricing)?.id;
 */
export function defaultPrice(pricing: readonly ProductPrice[]): ProductPrice | undefined {
  return (
    pricing.find((price) => price.stock.isUnlimited || price.stock.availableQuantity > 0) ??
    pricing[0]
  );
}
