import type { Cart, CartItem } from '@storefront/contracts';

/**
 * A cart line for tests: merchandise of 100 SAR unless overridden.
 *
 * @example
 * cartItem('1', { type: 'reservation', reservationDateFrom: '2030-03-05T06:00:00Z' });
 */
export function cartItem(id: string, overrides: Partial<CartItem> = {}): CartItem {
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
    ...overrides,
  };
}

/**
 * A pending cart for tests whose subtotal adds its lines up (no tax, no discount).
 *
 * @example
 * testCart([cartItem('1')], { customer: verifiedCustomer });
 */
export function testCart(items: CartItem[] = [cartItem('1')], overrides: Partial<Cart> = {}): Cart {
  const subTotal = items.reduce((total, item) => total + item.amount, 0);
  return {
    id: 'cart-1',
    source: 0,
    status: 'pending',
    cartItems: items,
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

/** A cart customer whose number was proven. */
export const verifiedCustomer = {
  customerId: 'customer-1',
  name: 'Sara Ahmed',
  mobileNumber: '+966512345678',
  customFields: {},
} as const satisfies Cart['customer'];
