import { roundMoney, type CustomFieldValues } from '@storefront/contracts';
import type { CustomFieldRow, PriceRow } from '../catalog/catalog-product.ts';
import type { PricedLine } from '../catalog/catalog-port.ts';
import { addOnAmounts } from './add-on-amounts.ts';

/** The counts a line is priced for, each at least 1. */
export interface LineCounts {
  quantity: number;
  /** Reservations: providers booked; 1 otherwise. */
  providerCount: number;
  /** Reservations of variable duration: slots (or days) spanned; 1 otherwise. */
  durationUnits: number;
  customFieldValues: CustomFieldValues;
}

/**
 * The one pricing rule, answered by the price-amount routes and stored on cart lines:
 *
 * - `effectiveQuantity` = quantity × provider count × duration units;
 * - `unitPrice` = the price's `discountedAmount`, else its `amount`;
 * - add-ons (set custom fields with a price) = their price × quantity, plus those charged once
 *   (`flatAmount`); add-ons are never discounted;
 * - `totalPrice` = `amount` × effective quantity + add-ons (before the price's discount);
 * - `totalAfterDiscount` = `unitPrice` × effective quantity + add-ons;
 * - `depositAmount` = the price's deposit per unit × effective quantity, at most
 *   `totalAfterDiscount`; 0 when the price takes none.
 *
 * Every amount is rounded to 2 decimals (SAR).
 *
 * @example
 * priceLine(price, product.customFields, { quantity: 2, providerCount: 1, durationUnits: 1, customFieldValues: {} });
 */
export function priceLine(
  price: Pick<PriceRow, 'amount' | 'discountedAmount' | 'depositAmount'>,
  customFields: readonly Pick<CustomFieldRow, 'key' | 'type' | 'addOnPrice' | 'chargedOnce'>[],
  counts: LineCounts,
): PricedLine {
  const effectiveQuantity = counts.quantity * counts.providerCount * counts.durationUnits;
  const unitPrice = price.discountedAmount ?? price.amount;
  const addOns = addOnAmounts(customFields, counts.customFieldValues, counts.quantity);
  const extras = addOns.perQuantity + addOns.once;
  const totalAfterDiscount = roundMoney(unitPrice * effectiveQuantity + extras);
  return {
    unitPrice: roundMoney(unitPrice),
    effectiveQuantity,
    totalPrice: roundMoney(price.amount * effectiveQuantity + extras),
    totalAfterDiscount,
    flatAmount: roundMoney(addOns.once),
    depositAmount:
      price.depositAmount === null
        ? 0
        : Math.min(roundMoney(price.depositAmount * effectiveQuantity), totalAfterDiscount),
  };
}
