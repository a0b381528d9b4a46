// @vitest-environment jsdom
import { ApiError } from '@storefront/sdk';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { listOf, testOrder } from '../../testing/account-fixtures.ts';
import { fakeAccountApi } from '../../testing/fake-account-api.ts';
import { renderAccount } from '../../testing/render-account.ts';
import { OrdersPage, pageIndexOf } from './orders-page.tsx';

const orderLink = (order: { cartId: string }, page: number) =>
  `/account/orders/${order.cartId}?page=${page + 1}`;

function ordersOf(count: number) {
  return Array.from({ length: count }, (_, index) =>
    testOrder({ orderNumber: `ORD-00000${count - index}` }),
  );
}

describe('OrdersPage', () => {
  it('asks for five orders a page and pages with Previous and Next', async () => {
    const accountApi = fakeAccountApi();
    const all = ordersOf(7);
    accountApi.customer.orders.mockImplementation(({ SkipCount = 0 } = {}) =>
      Promise.resolve(listOf(all.slice(SkipCount, SkipCount + 5), all.length)),
    );
    const { findByRole, getByRole, getAllByRole, user } = renderAccount({
      ui: createElement(OrdersPage, { orderLink }),
      path: '/account/orders',
      accountApi,
    });

    expect(await findByRole('heading', { name: 'My orders, page 1 of 2', level: 1 })).toBeDefined();
    expect(accountApi.customer.orders).toHaveBeenCalledWith(
      { SkipCount: 0, MaxResultCount: 5 },
      expect.anything(),
    );
    expect(getAllByRole('link', { name: /^Order ORD-/ })).toHaveLength(5);
    expect(getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await user.click(getByRole('button', { name: 'Next' }));
    const heading = await findByRole('heading', { name: 'My orders, page 2 of 2' });
    expect(accountApi.customer.orders).toHaveBeenLastCalledWith(
      { SkipCount: 5, MaxResultCount: 5 },
      expect.anything(),
    );
    expect(getAllByRole('link', { name: /^Order ORD-/ }).map((link) => link.textContent)).toEqual([
      'Order ORD-000002',
      'Order ORD-000001',
    ]);
    expect(getByRole('link', { name: 'Order ORD-000001' }).getAttribute('href')).toBe(
      `/account/orders/${all[6]?.cartId ?? ''}?page=2`,
    );
    expect(getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    // Paging replaces the list under the buttons: the heading takes the focus.
    expect(document.activeElement).toBe(heading);
  });

  it('names each order status, a bank transfer awaiting verification included', async () => {
    const accountApi = fakeAccountApi();
    accountApi.customer.orders.mockResolvedValue(
      listOf([
        testOrder({ orderNumber: 'A', status: 'pendingVerification' }),
        testOrder({ orderNumber: 'B', status: 'cancelled' }),
        testOrder({ orderNumber: 'C', status: 'paid' }),
      ]),
    );
    const { findByText, getByText } = renderAccount({
      ui: createElement(OrdersPage, { orderLink }),
      path: '/account/orders',
      accountApi,
      language: 'ar',
    });
    expect(await findByText('تحويل بنكي بانتظار التحقق')).toBeDefined();
    expect(getByText('ملغى')).toBeDefined();
    expect(getByText('مدفوع')).toBeDefined();
  });

  it('says when there are no orders', async () => {
    const { findByText } = renderAccount({
      ui: createElement(OrdersPage, { orderLink }),
      path: '/account/orders',
    });
    expect(await findByText('You have no orders yet.')).toBeDefined();
  });

  it('offers to try again when the orders cannot be loaded', async () => {
    const accountApi = fakeAccountApi();
    accountApi.customer.orders
      .mockRejectedValueOnce(new ApiError({ status: 500, code: 'API_ERROR', message: 'down' }))
      .mockResolvedValue(listOf([testOrder()]));
    const { findByRole, findByText, user } = renderAccount({
      ui: createElement(OrdersPage, { orderLink }),
      path: '/account/orders',
      accountApi,
    });
    expect(await findByText('Your orders could not be loaded. Please try again.')).toBeDefined();
    await user.click(await findByRole('button', { name: 'Try Again' }));
    expect(await findByRole('link', { name: 'Order ORD-000001' })).toBeDefined();
  });
});

describe('pageIndexOf', () => {
  it.each([
    ['', 0],
    ['page=1', 0],
    ['page=3', 2],
    ['page=0', 0],
    ['page=-2', 0],
    ['page=two', 0],
    ['page=1.5', 0],
  ])('reads ?%s as page index %i', (search, index) => {
    expect(pageIndexOf(new URLSearchParams(search))).toBe(index);
  });
});
