import type { Cart, CartItem } from '@storefront/contracts';

/**
 * A merchandise cart line of 100 SAR unless overridden; amounts follow price × quantity.
 *
 * @example
 * cartLine('1', { type: 'reservation', reservationDateFrom: '2030-03-05T06:00:00Z' });
 */
export function cartLine(id: string, overrides: Partial<CartItem> = {}): CartItem {
  const quantity = overrides.quantity ?? 1;
  const price = overrides.price ?? 100;
  return {
    id,
    productId: `product-${id}`,
    productName: `Product ${id}`,
    productDescription: null,
    product: null,
    type: 'merchandise',
    quantity,
    effectiveQuantity: quantity,
    priceId: `price-${id}`,
    price,
    amount: price * quantity,
    flatAmount: 0,
    depositAmount: 0,
    taxAmount: 0,
    customFields: {},
    payableItemGroupId: null,
    payableItemId: null,
    reservationDateFrom: null,
    reservationDateTo: null,
    providersIds: [],
    providerCount: 1,
    providerNames: [],
    subscriptionStartDate: null,
    customerLocation: null,
    priceName: null,
    priceDiscountAmount: 0,
    fieldDetails: [],
    isFullDayBooking: false,
    subscriptionPeriod: null,
    ...overrides,
  };
}

/** A pending cart whose totals add its lines up (no tax, no discount, no deposit). */
export function testCart(id: string, lines: CartItem[] = [], overrides: Partial<Cart> = {}): Cart {
  const subTotal = lines.reduce((total, line) => total + line.amount, 0);
  return {
    id,
    source: 0,
    status: 'pending',
    cartItems: lines,
    customer: null,
    fees: 0,
    subTotal,
    discountAmount: 0,
    taxAmount: 0,
    totalAmount: subTotal,
    depositAmount: 0,
    hasDeposit: false,
    nonDepositAmount: subTotal,
    amountToBePaid: subTotal,
    taxToBePaid: 0,
    isUpdated: false,
    couponCode: null,
    notes: null,
    customFields: {},
    orderNumber: null,
    ...overrides,
  };
}
