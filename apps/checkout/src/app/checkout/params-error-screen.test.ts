// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import '../../testing/render-page.ts';
import { createTestI18n } from '../../testing/test-i18n.ts';
import ParamsErrorScreen from './params-error-screen.tsx';

describe('ParamsErrorScreen (docs/product/screens.md)', () => {
  it('says "Tenant is not provided. Please provide a tenant name." and leads to the home page', () => {
    const { getByText, getByRole } = render(
      createElement(ParamsErrorScreen, {
        error: 'TENANT_NOT_PROVIDED',
        wayOn: { href: '/?lang=en', labelKey: 'app.goHome' },
        i18n: createTestI18n('en'),
      }),
    );
    expect(getByText('Tenant is not provided. Please provide a tenant name.')).toBeTruthy();
    const link = getByRole('link', { name: 'Go to the home page' });
    expect(link.getAttribute('href')).toBe('/?lang=en');
    // A framed page sends the whole window on, never loads the store inside its frame.
    expect(link.getAttribute('target')).toBe('_top');
  });

  it('says "Cart ID is not provided in the URL." with "Back to store", in the page language', () => {
    const wayOn = { href: '/shop.html?tenant=demo&lang=en', labelKey: 'app.backToStore' } as const;
    const english = render(
      createElement(ParamsErrorScreen, {
        error: 'CART_ID_NOT_PROVIDED',
        wayOn,
        i18n: createTestI18n('en'),
      }),
    );
    expect(english.getByText('Cart ID is not provided in the URL.')).toBeTruthy();
    expect(english.getByRole('link', { name: 'Back to store' }).getAttribute('href')).toBe(
      wayOn.href,
    );
    english.unmount();
    const arabic = render(
      createElement(ParamsErrorScreen, {
        error: 'CART_ID_NOT_PROVIDED',
        wayOn: { href: '/shop.html?tenant=demo&lang=ar', labelKey: 'app.backToStore' },
        i18n: createTestI18n('ar'),
      }),
    );
    expect(arabic.getByText('لم يتم تحديد رقم السلة في الرابط.')).toBeTruthy();
    expect(arabic.getByRole('link', { name: 'العودة إلى المتجر' })).toBeTruthy();
  });
});
