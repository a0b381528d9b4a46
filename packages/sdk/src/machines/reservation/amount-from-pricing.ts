import { roundMoney, type PriceAmount, type Product } from '@storefront/contracts';

/**
 * The amount shown without asking the server (docs/product/flows.md: "With no slot and no
 * availability the amount is taken from the chosen price, or from the product"), for `quantity`
 * units.
 *
 * @example
 * amountFromPricing(product, product.pricing[0]?.id ?? null, 2).totalAfterDiscount;
 */
export function amountFromPricing(
  product: Product,
  priceId: string | null,
  quantity: number,
): PriceAmount {
  const price = product.pricing.find((entry) => entry.id === priceId);
  const unit = price ?? product;
  return {
    effectiveQuantity: quantity,
    totalPrice: roundMoney(unit.amount * quantity),
    totalAfterDiscount: roundMoney((unit.discountedAmount ?? unit.amount) * quantity),
    depositAmount: roundMoney((price?.depositAmount ?? 0) * quantity),
  };
}
