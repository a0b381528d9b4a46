// @vitest-environment jsdom
import { formatMoney } from '@storefront/contracts';
import { createElement, Fragment } from 'react';
import { useSettings } from '../../lib/use-settings.ts';
import { describe, expect, it } from 'vitest';
import { demoSettings, fakeSdk } from '../../testing/fake-sdk.ts';
import { renderPage } from '../../testing/render-page.ts';
import { Money, MoneyText } from './money.tsx';

const sign = '\u20c1';

/** The brand name once the settings have arrived: what says a render with them has happened. */
function Brand() {
  return useSettings().data?.brandName ?? null;
}

/** A page whose tenant has the riyal sign on (or off), showing `ui` inside a named group. */
function renderWithSign(ui: ReturnType<typeof createElement>, language: 'ar' | 'en', on = true) {
  const fake = fakeSdk();
  fake.settings.paymentAndTax.mockResolvedValue({ ...demoSettings, riyalSign: on });
  return renderPage(createElement('button', { type: 'button' }, ui), { language, fake });
}

/** The accessible name as a screen reader gets it, direction marks left out and spaces plain. */
const spoken = (name: string) =>
  name
    .replace(/[\u200e\u200f]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();

describe('Money', () => {
  it.each([
    ['en', 'SAR 1,234.50'],
    ['ar', '1,234.50 ريال سعودي'],
  ] as const)(
    'draws the sign in %s and names it for screen readers (%j)',
    async (language, name) => {
      const page = renderWithSign(createElement(Money, { amount: 1234.5 }), language);
      const button = await page.findByRole('button');
      await expect.poll(() => button.querySelector('[data-riyal-sign]')).not.toBeNull();
      expect(page.getByRole('button', { name: (accessible) => spoken(accessible) === name })).toBe(
        button,
      );
      const drawn = button.querySelector('[data-riyal-sign]');
      expect(drawn?.textContent).toBe(sign);
      expect(drawn?.getAttribute('aria-hidden')).toBe('true');
      expect(button.querySelector('.sr-only')?.textContent).toBe(
        language === 'en' ? 'SAR' : 'ريال سعودي',
      );
      page.unmount();
    },
  );

  it('writes the code, as before, when the tenant has the sign off', async () => {
    const page = renderWithSign(
      createElement(Fragment, null, createElement(Money, { amount: 5 }), createElement(Brand)),
      'en',
      false,
    );
    const button = await page.findByRole('button');
    // The settings have arrived and rendered: the sign would have replaced the code by now.
    await page.findByText(/Demo Store$/u);
    expect(button.textContent).toBe(`${formatMoney(5, 'en')}Demo Store`);
    expect(button.querySelector('[data-riyal-sign]')).toBeNull();
    page.unmount();
  });
});

describe('MoneyText', () => {
  it('names every sign of a sentence and leaves the words as they are', async () => {
    const text = `Was ${sign}\u00a010.00, now ${sign}\u00a08.00`;
    const page = renderWithSign(createElement(MoneyText, { text }), 'en');
    const button = await page.findByRole('button', {
      name: (accessible) => spoken(accessible) === 'Was SAR 10.00, now SAR 8.00',
    });
    expect(button.querySelectorAll('[data-riyal-sign]')).toHaveLength(2);
    page.unmount();
  });

  it('renders text without a sign as plain text', async () => {
    const page = renderWithSign(createElement(MoneyText, { text: 'SAR 5.00' }), 'en');
    const button = await page.findByRole('button', { name: 'SAR 5.00' });
    expect(button.childNodes).toHaveLength(1);
    page.unmount();
  });
});
