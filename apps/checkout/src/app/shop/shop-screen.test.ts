// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testPrice, testProduct } from '@storefront/sdk/testing';
import { cartItem, testCart } from '../../testing/cart-fixtures.ts';
import { startTestCartFlow } from '../../testing/cart-flow.ts';
import { demoSettings } from '../../testing/fake-sdk.ts';
import { renderPage } from '../../testing/render-page.ts';
import type { ShopParams } from './shop-params.ts';
import { nothingKnown, type ShopRuntime } from './shop-runtime.ts';
import { ShopScreen } from './shop-screen.tsx';

const coffee = testProduct({
  id: 'coffee',
  name: 'Specialty Arabic Coffee',
  typeString: 'merchandise',
  pricing: [testPrice('250g', 45)],
});

const params: ShopParams = { tenant: 'demo', language: 'en', isMobileApp: false, productId: null };

/** The shop's runtime on a test cart flow (the SDK's cart machine over a fake SDK). */
function shopRuntime(overrides: Partial<ShopRuntime> = {}) {
  const cart = testCart([cartItem('1', { productName: 'Specialty Arabic Coffee', price: 45 })]);
  const { actor, fake } = startTestCartFlow(cart);
  const commands = {
    updateItems: vi.fn(async () => cart),
    removeItems: vi.fn(async () => cart),
    loadProduct: vi.fn(async () => coffee),
  };
  const runtime: ShopRuntime = {
    params,
    sdk: fake.sdk,
    settings: Promise.resolve(demoSettings),
    products: Promise.resolve([coffee]),
    product: null,
    cart: Promise.resolve({ actor, commands }),
    known: nothingKnown,
    ...overrides,
  };
  return { runtime, commands };
}

describe('ShopScreen (docs/product/shop.md)', () => {
  it('the brand, the product list and the cart with its count; the drawer leads to the checkout', async () => {
    const { runtime, commands } = shopRuntime();
    const { findByRole, getByRole, findByText, user } = renderPage(
      createElement(ShopScreen, { runtime }),
    );
    expect(await findByText('Demo Store')).toBeTruthy();
    expect(getByRole('heading', { level: 1, name: 'Our products' })).toBeTruthy();
    expect((await findByRole('link', { name: coffee.name })).getAttribute('href')).toBe(
      '/shop.html?tenant=demo&lang=en&product=coffee',
    );
    await user.click(await findByRole('button', { name: 'Cart (1)' }));
    const dialog = await findByRole('dialog', { name: 'Your cart 1 item' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      '/?tenant=demo&cartId=cart-1&lang=en',
    );
    await user.click(getByRole('button', { name: 'Increase quantity of Specialty Arabic Coffee' }));
    expect(commands.updateItems).toHaveBeenCalledWith([{ id: '1', quantity: 2, customFields: {} }]);
  });

  it('the cart button waits, disabled, for the cart', async () => {
    const { runtime } = shopRuntime({ cart: new Promise(() => undefined) });
    const { findByRole } = renderPage(createElement(ShopScreen, { runtime }));
    expect(((await findByRole('button', { name: 'Cart' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('a catalogue that cannot be had says why, with Reload Page', async () => {
    const { runtime } = shopRuntime({
      products: Promise.reject(Object.assign(new Error('down'), { code: 'INTERNAL_ERROR' })),
    });
    const { findByRole, getByRole } = renderPage(createElement(ShopScreen, { runtime }));
    expect((await findByRole('alert')).textContent).toContain('Something Went Wrong');
    expect(getByRole('button', { name: 'Reload Page' })).toBeTruthy();
  });

  it('mobile-app mode hides the header but keeps the cart', async () => {
    const { runtime } = shopRuntime({ params: { ...params, isMobileApp: true } });
    const { findByRole, queryByText } = renderPage(createElement(ShopScreen, { runtime }));
    expect(await findByRole('button', { name: 'Cart (1)' })).toBeTruthy();
    await waitFor(() => expect(queryByText('Demo Store')).toBeNull());
    expect(document.querySelector('header')).toBeNull();
  });
});
