// @vitest-environment jsdom
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page.ts';
import { AddToAppleWallet } from './add-to-apple-wallet.tsx';

describe('AddToAppleWallet', () => {
  it('downloads the cart’s pass as order-<number>.pkpass', async () => {
    const download = vi.fn();
    const pass = new Blob(['pass'], { type: 'application/vnd.apple.pkpass' });
    const view = renderPage(
      createElement(AddToAppleWallet, { cartId: 'cart-1', orderNumber: 'ORD-000001', download }),
    );
    let answer: (blob: Blob) => void = () => undefined;
    view.fake.walletPasses.cartApplePass.mockImplementation(
      () => new Promise<Blob>((resolve) => (answer = resolve)),
    );
    await view.user.click(view.getByRole('button', { name: 'Add to Apple Wallet' }));
    const busy = view.getByRole('button', { name: 'Preparing your pass...' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    answer(pass);
    await view.findByRole('button', { name: 'Add to Apple Wallet' });
    expect(view.fake.walletPasses.cartApplePass).toHaveBeenCalledWith('cart-1');
    expect(download).toHaveBeenCalledWith(pass, 'order-ORD-000001.pkpass');
  });

  it('says so when the pass cannot be had, in Arabic too', async () => {
    const download = vi.fn();
    const view = renderPage(
      createElement(AddToAppleWallet, { cartId: 'cart-1', orderNumber: '7', download }),
      { language: 'ar' },
    );
    view.fake.walletPasses.cartApplePass.mockRejectedValue(new Error('offline'));
    await view.user.click(view.getByRole('button', { name: 'أضف إلى Apple Wallet' }));
    expect((await view.findByRole('alert')).textContent).toBe(
      'تعذر تنزيل بطاقة Apple Wallet. يرجى المحاولة مرة أخرى.',
    );
    expect(download).not.toHaveBeenCalled();
  });
});
