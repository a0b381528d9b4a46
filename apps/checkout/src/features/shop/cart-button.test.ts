// @vitest-environment jsdom
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page.ts';
import { CartButton } from './cart-button.tsx';

describe('CartButton', () => {
  it('shows the count and opens the drawer', async () => {
    const onOpen = vi.fn();
    const { getByRole, user } = renderPage(createElement(CartButton, { count: 2, onOpen }));
    await user.click(getByRole('button', { name: 'Cart (2)' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('is "Cart" and disabled until there is a cart', () => {
    const { getByRole } = renderPage(createElement(CartButton, { count: null, onOpen: null }), {
      language: 'ar',
    });
    expect((getByRole('button', { name: 'السلة' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
