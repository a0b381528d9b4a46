// @vitest-environment jsdom
import type { Order } from '@storefront/contracts';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { listOf, testOrder } from '../../testing/account-fixtures.ts';
import { fakeAccountApi } from '../../testing/fake-account-api.ts';
import { renderAccount } from '../../testing/render-account.ts';
import { OrderDetailsPage } from './order-details-page.tsx';

function renderOrder(orders: Order[], url: string, cartId: string) {
  const accountApi = fakeAccountApi();
  accountApi.customer.orders.mockResolvedValue(listOf(orders, 7));
  return renderAccount({
    ui: createElement(OrderDetailsPage, {
      cartId,
      backLink: (page) => `/account/orders?page=${page + 1}`,
      walletPass: (order) =>
        createElement('button', { type: 'button' }, `Pass ${order.orderNumber}`),
    }),
    path: '/account/orders/:cartId',
    url,
    accountApi,
  });
}

describe('OrderDetailsPage', () => {
  it('shows a paid order with its lines, totals and wallet pass, read from its list page', async () => {
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
    expect(getByText('Paid')).toBeDefined();
    expect(getByText('Cash on delivery')).toBeDefined();
    expect(getByText('Arabic coffee')).toBeDefined();
    expect(getByText('Discount')).toBeDefined();
    expect(getByRole('button', { name: 'Pass ORD-000042' })).toBeDefined();
    expect(getByRole('link', { name: 'Back to my orders' }).getAttribute('href')).toBe(
      '/account/orders?page=2',
    );
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
