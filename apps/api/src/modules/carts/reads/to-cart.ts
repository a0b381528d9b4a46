import { cartSourceSchema, cartTotals, type Cart, type Language } from '@storefront/contracts';
import type { CartItemRecord, CartRecord } from '../cart-repository.ts';
import { toCartItem } from './to-cart-item.ts';

/** What a cart's wire form is made of. */
export interface CartParts {
  cart: CartRecord;
  items: readonly CartItemRecord[];
  /** The tenant's tax percentage (15 means 15 %). */
  taxPercentage: number;
  /** The applied coupon's discount now; 0 without a coupon or when it no longer applies. */
  discountAmount: number;
  language: Language;
}

/**
 * A stored cart as sent on the wire: its lines, its customer, and its totals from contracts'
 * `cartTotals` (the one formula the SDK also uses) with the tenant's tax and no fees.
 *
 * @example
 * toCart({ cart, items, taxPercentage: 15, discountAmount: 0, language: 'en' }).totalAmount;
 */
export function toCart({ cart, items, taxPercentage, discountAmount, language }: CartParts): Cart {
  const totals = cartTotals({
    lines: items.map((item) => ({ amount: item.amount, depositAmount: item.depositAmount })),
    taxPercentage,
    discountAmount,
    fees: 0,
  });
  return {
    id: cart.id,
    // The database's check keeps the source 0 or 1; parse to get the literal type.
    source: cartSourceSchema.parse(cart.source),
    status: cart.status,
    cartItems: items.map((item) => toCartItem(item, taxPercentage, language)),
    customer:
      cart.customerName !== null && cart.customerMobileNumber !== null
        ? {
            customerId: cart.customerId,
            name: cart.customerName,
            mobileNumber: cart.customerMobileNumber,
            customFields: cart.customerCustomFields,
          }
        : null,
    ...totals,
    isUpdated: cart.isUpdated,
    couponCode: cart.couponCode,
    notes: cart.notes,
    customFields: cart.customFields,
    orderNumber: cart.orderNumber,
  };
}
