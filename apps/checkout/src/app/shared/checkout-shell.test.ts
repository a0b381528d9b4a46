// @vitest-environment jsdom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page.ts';
import { sampleSeller } from '../../testing/seller-details.ts';
import { CheckoutShell } from './checkout-shell.tsx';

function shell(seller: typeof sampleSeller | null, isMobileApp = false) {
  return renderPage(
    createElement(CheckoutShell, {
      brand: { brandName: 'Demo Store', logoUrl: null, seller },
      isMobileApp,
      children: createElement('main', null, 'The page'),
    }),
  );
}

describe('CheckoutShell', () => {
  it('puts the store’s legal details under the page, in the mobile app too', () => {
    for (const isMobileApp of [false, true]) {
      const page = shell(sampleSeller, isMobileApp);
      expect(page.getByRole('contentinfo').textContent).toContain(sampleSeller.legalNameEn);
      page.unmount();
    }
  });

  it('has no footer without legal details', () => {
    const page = shell(null);
    expect(page.queryByRole('contentinfo')).toBeNull();
    expect(page.getByText('Demo Store')).toBeTruthy();
    page.unmount();
  });
});
