// @vitest-environment jsdom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page.ts';
import { PriceChangeNotice } from './price-change-notice.tsx';

const change = { previousTotal: 115, total: 138, previousAmountToBePaid: 115, amountToBePaid: 138 };

describe('PriceChangeNotice (docs/product/screens.md, "Editing the cart")', () => {
  it('alerts the new and the old total and takes focus, in English and Arabic', () => {
    const en = renderPage(createElement(PriceChangeNotice, { change }));
    const alert = en.getByRole('alert');
    expect(alert.textContent?.replace(/\u00a0/g, ' ')).toBe(
      'The prices in your cart changedThe new total is SAR 138.00 (it was SAR 115.00). Check your order, then confirm again.',
    );
    expect(document.activeElement).toBe(alert);
    en.unmount();
    const ar = renderPage(createElement(PriceChangeNotice, { change }), { language: 'ar' });
    expect(ar.getByRole('alert').textContent).toContain('تغيّرت الأسعار في سلتك');
  });
});
