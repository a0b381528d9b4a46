// @vitest-environment jsdom
import type { Cart } from '@storefront/contracts';
import { waitFor } from '@testing-library/react';
import { createElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cartItem, testCart } from '../../testing/cart-fixtures.ts';
import { renderPage } from '../../testing/render-page.ts';
import type { CartEditorCommands } from './cart-editor-commands.ts';
import { CartDrawer } from './cart-drawer.tsx';

const coffee = cartItem('1', { productName: 'Arabic Coffee', price: 80, amount: 80 });

function commandsFor(
  answer: Cart,
): CartEditorCommands & { [K in keyof CartEditorCommands]: ReturnType<typeof vi.fn> } {
  return {
    updateItems: vi.fn(async () => answer),
    removeItems: vi.fn(async () => answer),
    loadProduct: vi.fn(async () => {
      throw new Error('no catalogue in this test');
    }),
  };
}

/**
 * A host page's button that opens the drawer, as a storefront would mount it; the drawer shows
 * the cart each accepted change answers, as the page's cart flow does.
 */
function Host({ cart, commands }: { cart: Cart | null; commands: CartEditorCommands }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(cart);
  const show = (answer: Cart | null) => {
    if (answer) setShown(answer);
    return answer;
  };
  const shownCommands: CartEditorCommands = {
    ...commands,
    updateItems: async (items) => show(await commands.updateItems(items)),
    removeItems: async (itemIds) => show(await commands.removeItems(itemIds)),
  };
  return createElement(
    'div',
    null,
    createElement('button', { type: 'button', onClick: () => setOpen(true) }, 'Open cart'),
    createElement(CartDrawer, {
      open,
      onOpenChange: setOpen,
      cart: shown,
      commands: shownCommands,
      checkoutUrl: 'https://checkout.example/?tenant=demo&cartId=cart-1',
    }),
  );
}

describe('CartDrawer (docs/product/screens.md, "Cart drawer")', () => {
  it('opens as a dialog titled with the count, with editable lines, totals and the Checkout link', async () => {
    const cart = testCart([coffee]);
    const commands = commandsFor(testCart([{ ...coffee, quantity: 2, amount: 160 }]));
    const { getByRole, queryByRole, user } = renderPage(createElement(Host, { cart, commands }));
    expect(queryByRole('dialog')).toBeNull();
    await user.click(getByRole('button', { name: 'Open cart' }));
    const dialog = getByRole('dialog', { name: 'Your cart 1 item' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      'https://checkout.example/?tenant=demo&cartId=cart-1',
    );
    expect(dialog.querySelector('[data-total="total"] dd')?.textContent).toContain('80.00');
    await user.click(getByRole('button', { name: 'Increase quantity of Arabic Coffee' }));
    expect(commands.updateItems).toHaveBeenCalledWith([{ id: '1', quantity: 2, customFields: {} }]);
    await waitFor(() =>
      expect(getByRole('status').textContent?.replace(/\u00a0/g, ' ')).toBe(
        'Cart updated. Total: SAR 160.00',
      ),
    );
    await user.click(getByRole('button', { name: 'Remove Arabic Coffee' }));
    await user.click(getByRole('button', { name: 'Yes, remove' }));
    expect(commands.removeItems).toHaveBeenCalledWith(['1']);
    await user.click(getByRole('button', { name: 'Close' }));
    expect(queryByRole('dialog')).toBeNull();
  });

  it('an empty cart says so and offers no Checkout link', async () => {
    const { getByRole, getByText, queryByRole, user } = renderPage(
      createElement(Host, { cart: testCart([]), commands: commandsFor(testCart([])) }),
    );
    await user.click(getByRole('button', { name: 'Open cart' }));
    expect(getByText('Your cart is empty')).toBeTruthy();
    expect(queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('in Arabic', async () => {
    const { getByRole, user } = renderPage(
      createElement(Host, { cart: testCart([coffee]), commands: commandsFor(testCart([coffee])) }),
      { language: 'ar' },
    );
    await user.click(getByRole('button', { name: 'Open cart' }));
    expect(getByRole('link', { name: 'إتمام الشراء' })).toBeTruthy();
    expect(getByRole('button', { name: 'إزالة Arabic Coffee' })).toBeTruthy();
  });
});
