// @vitest-environment jsdom
import type { Cart, CheckoutParams } from '@storefront/contracts';
import { waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cartItem, testCart, verifiedCustomer } from '../../testing/cart-fixtures.ts';
import { startTestCartFlow } from '../../testing/cart-flow.ts';
import { fakeSdk } from '../../testing/fake-sdk.ts';
import { renderPage } from '../../testing/render-page.ts';
import { CheckoutApp } from './checkout-app.tsx';

const params: CheckoutParams = {
  tenant: 'demo',
  cartId: 'cart-1',
  callbackUrl: 'https://shop.example.com/',
  language: 'en',
  isMobileApp: false,
  cartItemsCount: null,
  hostOrigin: null,
};

const coffee = cartItem('1', { productName: 'Arabic Coffee', price: 100, amount: 100 });
const cart = testCart([coffee], {
  customer: verifiedCustomer,
  taxAmount: 15,
  totalAmount: 115,
  amountToBePaid: 115,
});

function renderCheckout(start: Cart) {
  const fake = fakeSdk();
  const flow = startTestCartFlow(start, { fake });
  const navigation = { assign: vi.fn(), reload: vi.fn() };
  const page = renderPage(
    createElement(CheckoutApp, { params, navigation, cartActor: flow.actor }),
    { fake },
  );
  return { ...page, ...flow };
}

const totalIn = (root: ParentNode) =>
  root.querySelector('aside [data-total="total"] dd')?.textContent?.replace(/\u00a0/g, ' ');

describe('editing the cart on the checkout page (docs/product/screens.md, "Editing the cart")', () => {
  it('prices an optimistic change with the tenant tax from the settings (15 %)', async () => {
    const view = renderCheckout(cart);
    await view.findByRole('button', { name: 'Complete Order' });
    await waitFor(() => expect(view.actor.getSnapshot().context.taxPercentage).toBe(15));
    view.carts.updateItems.mockImplementation(() => new Promise(() => {}));
    await view.user.click(view.getByRole('button', { name: 'Increase quantity of Arabic Coffee' }));
    expect(totalIn(view.container)).toBe('SAR 230.00');
  });

  it('shows a cart the cart-updates stream sends (a change made in another tab)', async () => {
    const view = renderCheckout(cart);
    await view.findByRole('button', { name: 'Complete Order' });
    expect(view.updates.map((options) => [options.cartId, options.tenantId])).toEqual([
      ['cart-1', 'demo'],
    ]);
    const elsewhere = testCart([{ ...coffee, quantity: 2, amount: 200 }], {
      customer: verifiedCustomer,
      taxAmount: 30,
      totalAmount: 230,
      amountToBePaid: 230,
    });
    // The page re-reads the cart in its own language when the stream says it changed.
    view.carts.get.mockResolvedValue(elsewhere);
    view.updates[0]?.onCartUpdated({ ...elsewhere, notes: 'worded by the other tab' });
    await waitFor(() => expect(totalIn(view.container)).toBe('SAR 230.00'));
  });

  it('a price change found at validation is announced with the new total and the order waits for a second confirmation', async () => {
    const view = renderCheckout(cart);
    const repriced = testCart([{ ...coffee, price: 120, amount: 120 }], {
      customer: verifiedCustomer,
      taxAmount: 18,
      totalAmount: 138,
      amountToBePaid: 138,
      isUpdated: true,
    });
    view.carts.validate.mockResolvedValue(repriced);
    const confirm = await view.findByRole('button', { name: 'Complete Order' });
    await view.user.click(view.getByRole('checkbox', { name: /terms/i }));
    await view.user.click(confirm);
    const notice = await view.findByText('The prices in your cart changed');
    expect(notice.closest('[role="alert"]')?.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'The new total is SAR 138.00 (it was SAR 115.00).',
    );
    expect(view.carts.process).not.toHaveBeenCalled();
    expect(totalIn(view.container)).toBe('SAR 138.00');
    await view.user.click(view.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(view.carts.process).toHaveBeenCalledTimes(1));
    // The wait for the completion opens its status stream once its chunk has loaded.
    await waitFor(() => expect(view.streams.length).toBeGreaterThan(0));
    view.complete();
    expect(await view.findByRole('heading', { name: 'Order confirmed' })).toBeTruthy();
  });
});
