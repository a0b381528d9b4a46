// @vitest-environment jsdom
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page.ts';
import { CopyButton } from './copy-button.tsx';

describe('CopyButton (docs/product/screens.md: a copy action per transfer detail)', () => {
  it('is named "Copy" plus the label and copies the text', async () => {
    const clipboard = { writeText: vi.fn(() => Promise.resolve()) };
    const { getByRole, findByText, user } = renderPage(
      createElement(CopyButton, { text: 'SA1780000123608010167519', label: 'IBAN', clipboard }),
    );
    await user.click(getByRole('button', { name: 'Copy IBAN' }));
    expect(clipboard.writeText).toHaveBeenCalledWith('SA1780000123608010167519');
    expect(await findByText('IBAN copied to clipboard')).toBeTruthy();
  });

  it('says "Failed to copy to clipboard" when the browser refuses', async () => {
    const clipboard = { writeText: vi.fn(() => Promise.reject(new Error('denied'))) };
    const { getByRole, findByText, queryByText, user } = renderPage(
      createElement(CopyButton, { text: '608010167519', label: 'Account number', clipboard }),
    );
    await user.click(getByRole('button', { name: 'Copy Account number' }));
    expect(await findByText('Failed to copy to clipboard')).toBeTruthy();
    expect(queryByText('Account number copied to clipboard')).toBeNull();
  });

  it('writes the Arabic texts on the Arabic page', async () => {
    const clipboard = { writeText: vi.fn(() => Promise.resolve()) };
    const { getByRole, findByText, user } = renderPage(
      createElement(CopyButton, { text: 'x', label: 'رقم الآيبان', clipboard }),
      { language: 'ar' },
    );
    await user.click(getByRole('button', { name: 'نسخ رقم الآيبان' }));
    expect(await findByText('تم نسخ رقم الآيبان إلى الحافظة')).toBeTruthy();
  });
});
