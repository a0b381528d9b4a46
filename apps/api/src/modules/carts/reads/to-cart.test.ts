import { cartSchema } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import type { CartItemRecord, CartRecord } from '../cart-repository.ts';
import { toCart } from './to-cart.ts';

const at = new Date('2030-01-15T09:00:00.000Z');

const cart: CartRecord = {
  id: '30000000-0000-4000-8000-000000000001',
  tenantId: '7d3f0b8e-1c2a-4e5b-9f60-000000000001',
  source: 0,
  status: 'pending',
  customerId: null,
  customerName: null,
  customerMobileNumber: null,
  customerCustomFields: {},
  couponId: null,
  couponCode: 'WELCOME10',
  notes: null,
  customFields: {},
  isUpdated: false,
  orderNumber: null,
  version: 3,
  createdAt: at,
  updatedAt: at,
  completedAt: null,
};

function line(id: string, amount: number, depositAmount: number): CartItemRecord {
  return {
    id,
    tenantId: cart.tenantId,
    cartId: cart.id,
    position: 0,
    productId: `product-${id}`,
    product: {
      type: depositAmount > 0 ? 'reservation' : 'merchandise',
      name: { ar: 'منتج', en: 'Product' },
      description: { ar: 'وصف', en: 'Description' },
      imageUrl: null,
      providerNames: { ar: [], en: [] },
    },
    priceId: `price-${id}`,
    quantity: 1,
    effectiveQuantity: 1,
    unitPrice: amount,
    totalPrice: amount,
    amount,
    flatAmount: 0,
    depositAmount,
    customFields: {},
    reservationDateFrom: null,
    reservationDateTo: null,
    providerIds: [],
    providerCount: 1,
    subscriptionStartDate: null,
    customerLocation: null,
    payableItemGroupId: null,
    payableItemId: null,
    createdAt: at,
  };
}

describe('toCart', () => {
  it("computes the README's worked example (Totals)", () => {
    // 100.00 of merchandise, a 200.00 reservation with a 50.00 deposit, WELCOME10, 15 % tax.
    const wire = toCart({
      cart,
      items: [line('a', 100, 0), line('b', 200, 50)],
      taxPercentage: 15,
      discountAmount: 30,
      language: 'en',
    });
    expect(cartSchema.parse(wire)).toMatchObject({
      subTotal: 300,
      discountAmount: 30,
      fees: 0,
      taxAmount: 40.5,
      totalAmount: 310.5,
      hasDeposit: true,
      depositAmount: 50,
      nonDepositAmount: 100,
      taxToBePaid: 18,
      amountToBePaid: 138,
    });
    expect(wire.cartItems.map((item) => item.taxAmount)).toEqual([15, 30]);
  });

  it('pays the whole total now without a deposit, money rounded to 2 decimals', () => {
    const wire = toCart({
      cart,
      items: [line('a', 33.33, 0), line('b', 0.01, 0)],
      taxPercentage: 15,
      discountAmount: 0,
      language: 'ar',
    });
    expect(wire).toMatchObject({
      subTotal: 33.34,
      taxAmount: 5,
      totalAmount: 38.34,
      hasDeposit: false,
      amountToBePaid: 38.34,
      taxToBePaid: 5,
    });
    expect(wire.cartItems[0]?.productName).toBe('منتج');
  });

  it('shows the customer only once named', () => {
    expect(
      toCart({ cart, items: [], taxPercentage: 0, discountAmount: 0, language: 'en' }).customer,
    ).toBeNull();
    const named = toCart({
      cart: { ...cart, customerName: 'Sara', customerMobileNumber: '+966512345678' },
      items: [],
      taxPercentage: 0,
      discountAmount: 0,
      language: 'en',
    });
    expect(named.customer).toEqual({
      customerId: null,
      name: 'Sara',
      mobileNumber: '+966512345678',
      customFields: {},
    });
  });
});
