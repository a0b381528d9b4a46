// @vitest-environment jsdom
import { formatMoney, type Language, type Order } from '@storefront/contracts';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { listOf, testOrder } from '../../testing/account-fixtures.ts';
import { fakeAccountApi } from '../../testing/fake-account-api.ts';
import { renderAccount } from '../../testing/render-account.ts';
import { OrderDetailsPage } from './order-details-page.tsx';

function renderOrder(orders: Order[], url: string, cartId: string, language: Language = 'en') {
  const accountApi = fakeAccountApi();
  accountApi.customer.orders.mockResolvedValue(listOf(orders, 7));
  return renderAccount({
    ui: createElement(OrderDetailsPage, {
      cartId,
      backLink: (page) => `/account/orders?page=${page + 1}`,
      walletPass: (order) =>
        createElement('button', { type: 'button' }, `Pass ${order.orderNumber}`),
      taxInvoice: (order) => createElement('p', null, `Tax invoice of ${order.cartId}`),
    }),
    path: '/account/orders/:cartId',
    url,
    accountApi,
    language,
  });
}

describe('OrderDetailsPage', () => {
  it('shows a cash order as payable on delivery, with its lines, totals and wallet pass, read from its list page', async () => {
    const order = testOrder({ cartId: 'c1', orderNumber: 'ORD-000042', discountAmount: 10 });
    const { findByRole, getByText, getByRole, accountApi } = renderOrder(
      [order],
      '/account/orders/c1?page=2',
      'c1',
    );
    const heading = await findByRole('heading', { name: 'Order ORD-000042', level: 1 });
    expect(document.activeElement).toBe(heading);
    expect(accountApi.customer.orders).toHaveBeenCalledWith(
      { SkipCount: 5, MaxResultCount: 5 },
      expect.anything(),
    );
    expect(getByText('Payable on delivery')).toBeDefined();
    expect(getByText('Cash on delivery')).toBeDefined();
    expect(getByText('Arabic coffee')).toBeDefined();
    expect(getByText('250 g')).toBeDefined();
    expect(getByText('Discount')).toBeDefined();
    expect(getByRole('button', { name: 'Pass ORD-000042' })).toBeDefined();
    expect(getByText('Tax invoice of c1')).toBeDefined();
    expect(getByRole('link', { name: 'Back to my orders' }).getAttribute('href')).toBe(
      '/account/orders?page=2',
    );
  });

  it("names a booking line's date, time, provider and fields, and offers a paid order's pass", async () => {
    const order = testOrder({
      cartId: 'c5',
      status: 'paid',
      paymentMethod: 'visa',
      items: [
        {
          id: 'massage-line',
          productId: 'massage',
          productName: 'Massage Session',
          type: 'reservation',
          quantity: 1,
          amount: 250,
          payableItemGroupId: 'order-5',
          reservationDateFrom: '2026-11-28T07:00:00.000Z',
          reservationDateTo: '2026-11-28T08:00:00.000Z',
          providerNames: ['Noura'],
          priceName: 'One hour',
          priceDiscountAmount: 0,
          fieldDetails: [
            { key: 'hotStones', label: 'Hot stones', type: 'checkbox', value: 'true', price: 50 },
          ],
          isFullDayBooking: false,
          subscriptionPeriod: null,
          subscriptionStartDate: null,
        },
      ],
    });
    const { findByText, getByText, getByRole } = renderOrder([order], '/account/orders/c5', 'c5');
    expect(await findByText('Paid')).toBeDefined();
    expect(getByText('Massage Session')).toBeDefined();
    expect(getByText('One hour')).toBeDefined();
    expect(getByText('28 Nov 2026, 10:00–11:00')).toBeDefined();
    expect(getByText('With Noura')).toBeDefined();
    expect(getByText('Add-on: Hot stones')).toBeDefined();
    expect(getByRole('button', { name: 'Pass ORD-000001' })).toBeDefined();
  });

  it('says a bank transfer awaits verification, and offers no wallet pass for it', async () => {
    const order = testOrder({
      cartId: 'c2',
      status: 'pendingVerification',
      paymentMethod: 'banktransfer',
    });
    const { findByText, getByText, queryByRole } = renderOrder([order], '/account/orders/c2', 'c2');
    expect(
      await findByText(
        'We have received your bank transfer details. The order is confirmed once the store has verified the transfer.',
      ),
    ).toBeDefined();
    expect(getByText('Bank transfer awaiting verification')).toBeDefined();
    expect(queryByRole('button', { name: /^Pass/ })).toBeNull();
  });

  it.each([
    ['en', 'Deposit paid', 'Deposit paid', 'Balance due at your appointment'],
    ['ar', 'تم دفع العربون', 'العربون المدفوع', 'المبلغ المتبقي المستحق في موعدك'],
  ] as const)(
    'says a deposit order paid online (%s) paid its deposit and what is still due, never plain "Paid"',
    async (language, badge, paidLabel, dueLabel) => {
      const order = testOrder({
        cartId: 'c6',
        status: 'paid',
        paymentMethod: 'visa',
        subTotal: 1500,
        taxAmount: 225,
        totalAmount: 1725,
        amountToBePaid: 575,
      });
      const { findAllByText, getByTestId, queryByText } = renderOrder(
        [order],
        '/account/orders/c6',
        'c6',
        language,
      );
      expect((await findAllByText(badge)).length).toBeGreaterThan(0);
      expect(queryByText(language === 'en' ? 'Paid' : 'مدفوع')).toBeNull();
      const rows = [...getByTestId('deposit-balance').children].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]);
      expect(rows).toEqual([
        [paidLabel, formatMoney(575, language)],
        [dueLabel, formatMoney(1150, language)],
      ]);
    },
  );

  it('offers no wallet pass for a cancelled order', async () => {
    const order = testOrder({ cartId: 'c3', status: 'cancelled', walletPassPath: null });
    const { findByText, queryByRole } = renderOrder([order], '/account/orders/c3', 'c3');
    expect(await findByText('Cancelled')).toBeDefined();
    expect(queryByRole('button', { name: /^Pass/ })).toBeNull();
  });

  it('says so when the order is not on its page', async () => {
    const { findByRole } = renderOrder(
      [testOrder({ cartId: 'other' })],
      '/account/orders/c4',
      'c4',
    );
    expect(await findByRole('heading', { name: 'This order was not found' })).toBeDefined();
    expect(await findByRole('link', { name: 'Back to my orders' })).toBeDefined();
  });
});
