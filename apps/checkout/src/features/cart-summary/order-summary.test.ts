// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { cartItem, testCart } from '../../testing/cart-fixtures.ts';
import { renderPage } from '../../testing/render-page.ts';
import { OrderSummary } from './order-summary.tsx';

const coffee = cartItem('1', {
  productName: 'Arabic Coffee',
  product: { id: 'p1', name: 'Arabic Coffee', typeString: 'merchandise', imageUrl: '/coffee.png' },
  quantity: 2,
  price: 79,
  amount: 158,
});
const massage = cartItem('2', {
  type: 'reservation',
  productName: 'Massage Session',
  reservationDateFrom: '2030-03-05T06:00:00Z',
  reservationDateTo: '2030-03-05T07:00:00Z',
  providerNames: ['Noura', 'Huda'],
  amount: 200,
});
const club = cartItem('3', {
  type: 'subscription',
  productName: 'Coffee Club',
  subscriptionStartDate: '2030-04-01T00:00:00Z',
  amount: 99,
});

// Intl puts a no-break space between the currency and the amount.
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\u00a0/g, ' ');

function totalOf(container: HTMLElement, key: string) {
  const row = container.querySelector(`[data-total="${key}"]`);
  return row
    ? { label: text(row.querySelector('dt')), value: text(row.querySelector('dd')) }
    : null;
}

describe('OrderSummary (docs/product/screens.md)', () => {
  it('shows the item count, each line’s name, image, details, quantity and amount, in English', () => {
    const { getByRole, getByText, getByAltText } = renderPage(
      createElement(OrderSummary, { cart: testCart([coffee, massage, club]) }),
    );
    expect(getByRole('heading', { name: 'Order summary' })).toBeTruthy();
    expect(getByText('3 items')).toBeTruthy();
    expect(getByAltText('Arabic Coffee').getAttribute('src')).toBe('/coffee.png');
    expect(getByText('Quantity: 2')).toBeTruthy();
    expect(getByText('SAR 158.00')).toBeTruthy();
    expect(getByText('5 Mar 2030, 09:00–10:00')).toBeTruthy();
    expect(getByText('With Noura and Huda')).toBeTruthy();
    expect(getByText('Starts on 1 Apr 2030')).toBeTruthy();
  });

  it('names a line without a product name "Unknown product" and shows a placeholder image', () => {
    const orphan = cartItem('9', { productName: null, product: null });
    const { getByText, getByTestId, queryByRole } = renderPage(
      createElement(OrderSummary, { cart: testCart([orphan]) }),
    );
    expect(getByText('Unknown product')).toBeTruthy();
    expect(getByTestId('product-image-placeholder')).toBeTruthy();
    expect(queryByRole('img')).toBeNull();
  });

  it('shows subtotal, discount, fees, tax and total; no deposit rows without a deposit', () => {
    const cart = testCart([coffee], {
      subTotal: 158,
      discountAmount: 15.8,
      fees: 5,
      taxAmount: 21.33,
      totalAmount: 168.53,
    });
    const { container } = renderPage(createElement(OrderSummary, { cart }));
    expect(totalOf(container, 'subtotal')).toEqual({ label: 'Subtotal', value: 'SAR 158.00' });
    expect(totalOf(container, 'discount')).toEqual({ label: 'Discount', value: '-SAR 15.80' });
    expect(totalOf(container, 'fees')).toEqual({ label: 'Fees', value: 'SAR 5.00' });
    expect(totalOf(container, 'tax')).toEqual({ label: 'Tax', value: 'SAR 21.33' });
    expect(totalOf(container, 'total')).toEqual({ label: 'Total', value: 'SAR 168.53' });
    expect(totalOf(container, 'deposit')).toBeNull();
    expect(totalOf(container, 'payNow')).toBeNull();
  });

  it('leaves discount and fees out when there are none', () => {
    const { container } = renderPage(createElement(OrderSummary, { cart: testCart([coffee]) }));
    expect(totalOf(container, 'discount')).toBeNull();
    expect(totalOf(container, 'fees')).toBeNull();
  });

  it('shows the deposit and the amount to pay now when the cart takes a deposit', () => {
    const cart = testCart([massage], {
      hasDeposit: true,
      depositAmount: 50,
      amountToBePaid: 57.5,
      totalAmount: 230,
    });
    const { container } = renderPage(createElement(OrderSummary, { cart }));
    expect(totalOf(container, 'deposit')).toEqual({ label: 'Deposit', value: 'SAR 50.00' });
    expect(totalOf(container, 'payNow')).toEqual({
      label: 'Amount to pay now',
      value: 'SAR 57.50',
    });
  });

  it('writes Arabic texts, SAR amounts and dates for the Arabic page', () => {
    const { getByRole, getByText, container } = renderPage(
      createElement(OrderSummary, { cart: testCart([coffee, massage]) }),
      { language: 'ar' },
    );
    expect(getByRole('heading', { name: 'ملخص الطلب' })).toBeTruthy();
    expect(getByText('منتجان')).toBeTruthy();
    expect(getByText('5 مارس 2030، 9:00–10:00 ص')).toBeTruthy();
    const total = totalOf(container, 'total');
    expect(total?.label).toBe('الإجمالي');
    expect(total?.value).toContain('358.00');
    expect(total?.value).toContain('ر.س');
    expect(within(container).getByText('الكمية: 2')).toBeTruthy();
  });
});
