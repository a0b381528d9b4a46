import {
  minQuantity,
  roundMoney,
  type AddCartItem,
  type Cart,
  type CartItem,
  type UpdateCartItem,
  forceAtLeast,
} from '@storefront/contracts';
import type { CartChange, PendingCartChange } from './cart-change.ts';
import { pendingItemId } from './pending-item-id.ts';
import { recomputeCartTotals } from './recompute-cart-totals.ts';

// The price of an item being added is unknown until the server answers, so its line counts 0.
function placeholderLine(item: AddCartItem, id: string): CartItem {
  const quantity = forceAtLeast(item.quantity, minQuantity);
  return {
    id,
    productId: item.productId,
    productName: null,
    productDescription: null,
    product: null,
    type: item.reservationDateFrom
      ? 'reservation'
      : item.subscriptionStartDate
        ? 'subscription'
        : 'merchandise',
    quantity,
    effectiveQuantity: quantity,
    priceId: item.priceId,
    price: 0,
    amount: 0,
    flatAmount: 0,
    depositAmount: 0,
    taxAmount: 0,
    customFields: item.customFields ?? {},
    payableItemGroupId: null,
    payableItemId: null,
    reservationDateFrom: item.reservationDateFrom ?? null,
    reservationDateTo: item.reservationDateTo ?? null,
    providersIds: item.providersIds ?? [],
    providerCount: item.providerCount ?? 1,
    providerNames: [],
    subscriptionStartDate: item.subscriptionStartDate ?? null,
    customerLocation: item.customerLocation ?? null,
    // What the line is named by comes with the server's answer.
    priceName: null,
    priceDiscountAmount: 0,
    fieldDetails: [],
    isFullDayBooking: false,
    subscriptionPeriod: null,
  };
}

// Amounts scale with the quantity, except the add-ons that are charged once (flatAmount).
function updatedLine(line: CartItem, update: UpdateCartItem, taxPercentage: number): CartItem {
  const quantity = forceAtLeast(update.quantity, minQuantity);
  const ratio = quantity / Math.max(line.quantity, minQuantity);
  const amount = roundMoney((line.amount - line.flatAmount) * ratio + line.flatAmount);
  return {
    ...line,
    quantity,
    effectiveQuantity: line.effectiveQuantity * ratio,
    amount,
    depositAmount: roundMoney(line.depositAmount * ratio),
    priceDiscountAmount: roundMoney(line.priceDiscountAmount * ratio),
    taxAmount: roundMoney((amount * taxPercentage) / 100),
    customFields: update.customFields ?? line.customFields,
  };
}

function applyToLines(
  lines: readonly CartItem[],
  change: Exclude<CartChange, { kind: 'updateCustomer' }>,
  seq: number,
  taxPercentage: number,
): CartItem[] {
  switch (change.kind) {
    case 'addItems':
      return [
        ...lines,
        ...change.items.map((item, index) => placeholderLine(item, pendingItemId(seq, index))),
      ];
    case 'removeItems':
      return lines.filter((line) => !change.itemIds.includes(line.id));
    case 'updateItems':
      return lines.map((line) => {
        const update = change.items.find((item) => item.id === line.id);
        return update === undefined ? line : updatedLine(line, update, taxPercentage);
      });
  }
}

/**
 * The cart as it will look once `pending` is accepted (docs/product/flows.md: item, custom-field
 * and customer changes "update the displayed cart optimistically"), totals recomputed with the
 * tenant tax percentage.
 *
 * @example
 * applyCartChange(cart, { seq: 3, change: { kind: 'removeItems', itemIds: ['a'] } }, 15);
 */
export function applyCartChange(
  cart: Cart,
  pending: PendingCartChange,
  taxPercentage: number,
): Cart {
  const { change, seq } = pending;
  if (change.kind === 'updateCustomer') {
    const { name, mobileNumber, customFields } = change.customer;
    return {
      ...cart,
      customer: { customerId: cart.customer?.customerId ?? null, name, mobileNumber, customFields },
    };
  }
  const cartItems = applyToLines(cart.cartItems, change, seq, taxPercentage);
  return recomputeCartTotals({ ...cart, cartItems }, taxPercentage);
}
