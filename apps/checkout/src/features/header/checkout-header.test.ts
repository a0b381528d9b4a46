// @vitest-environment jsdom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page.ts';
import { CheckoutHeader } from './checkout-header.tsx';

describe('CheckoutHeader (docs/product/screens.md)', () => {
  it('shows the tenant logo named by the brand', () => {
    const { getByRole } = renderPage(
      createElement(CheckoutHeader, {
        brandName: 'Demo Store',
        logoUrl: 'https://x.test/logo.png',
      }),
    );
    expect(getByRole('img', { name: 'Demo Store' }).getAttribute('src')).toBe(
      'https://x.test/logo.png',
    );
  });

  it('shows the brand name as text when the tenant has no logo', () => {
    const { getByText, queryByRole } = renderPage(
      createElement(CheckoutHeader, { brandName: 'Salon Noura', logoUrl: null }),
    );
    expect(getByText('Salon Noura')).toBeTruthy();
    expect(queryByRole('img')).toBeNull();
  });
});
