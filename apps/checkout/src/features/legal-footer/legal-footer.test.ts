// @vitest-environment jsdom
import type { SellerDetails } from '@storefront/contracts';
import { within } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page.ts';
import { sampleSeller } from '../../testing/seller-details.ts';
import { LegalFooter, sellerAddressParts } from './legal-footer.tsx';

const seller = sampleSeller;

/** A page's content with the footer after it, as the pages place it. */
function shell(language: 'ar' | 'en', withSeller: SellerDetails | null) {
  return renderPage(
    createElement(
      Fragment,
      null,
      createElement('main', null, 'The page'),
      createElement(LegalFooter, { seller: withSeller }),
    ),
    { language },
  );
}

describe('LegalFooter', () => {
  it.each([
    ['en', seller.legalNameEn, 'Store legal details', 'CR No.', 'VAT No.', 'Address and contact'],
    [
      'ar',
      seller.legalNameAr,
      'البيانات النظامية للمتجر',
      'السجل التجاري',
      'الرقم الضريبي',
      'العنوان والتواصل',
    ],
  ] as const)(
    'shows the store’s legal details at the foot of the page in %s',
    (language, name, heading, cr, vat, more) => {
      const page = shell(language, seller);
      const footer = page.getByRole('contentinfo', { name: heading });
      expect(within(footer).getByText(name)).toBeTruthy();
      // Phone and desktop parts each hold the registrations.
      expect(within(footer).getAllByText(cr)).toHaveLength(2);
      expect(within(footer).getAllByText(vat)).toHaveLength(2);
      expect(within(footer).getAllByText(seller.commercialRegistration)).toHaveLength(2);
      expect(within(footer).getAllByText(seller.vatNumber)[0]?.getAttribute('dir')).toBe('ltr');
      for (const link of within(footer).getAllByRole('link', { name: seller.phone })) {
        expect(link.getAttribute('href')).toBe(`tel:${seller.phone}`);
      }
      expect(within(footer).getAllByRole('link', { name: seller.email })).toHaveLength(2);
      // Each part of the address isolated, so a Latin address keeps its order on an Arabic page.
      for (const part of sellerAddressParts(seller.address, language)) {
        const shown = within(footer).getAllByText(part);
        expect(shown).toHaveLength(2);
        expect(shown[0]?.tagName).toBe('BDI');
      }
      // On a phone: the address and contact behind a closed disclosure; the full list from `sm` on.
      const compact = page.getByTestId('legal-footer-compact');
      expect(compact.className).toContain('sm:hidden');
      const disclosure = compact.querySelector('details');
      expect(disclosure?.open).toBe(false);
      expect(within(disclosure as HTMLElement).getByText(more).tagName).toBe('SUMMARY');
      expect(within(disclosure as HTMLElement).getByText(seller.email)).toBeTruthy();
      expect(within(compact).getByText(seller.vatNumber).closest('details')).toBeNull();
      expect(page.getByTestId('legal-footer-full').className).toMatch(/(^| )hidden( |$)/u);
      // After the page's content, in its flow: nothing floats over the pay button.
      const main = page.getByRole('main');
      expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(footer.className).not.toMatch(/fixed|sticky/u);
      page.unmount();
    },
  );

  it('shows nothing more than today when the tenant has no legal details', () => {
    const page = shell('en', null);
    expect(page.queryByRole('contentinfo')).toBeNull();
    expect(page.queryByText('CR No.')).toBeNull();
    expect(page.getByText('The page')).toBeTruthy();
    page.unmount();
  });
});

describe('sellerAddressParts', () => {
  it('gives the national address in reading order, the country named in the page language', () => {
    expect(sellerAddressParts(seller.address, 'en')).toEqual([
      '2134-7890 King Fahd Road',
      'Al Olaya',
      'Riyadh 12211',
      'Saudi Arabia',
    ]);
    expect(sellerAddressParts(seller.address, 'ar').at(-1)).toBe('المملكة العربية السعودية');
  });

  it('leaves out a missing additional number', () => {
    expect(sellerAddressParts({ ...seller.address, additionalNumber: null }, 'en')[0]).toBe(
      '2134 King Fahd Road',
    );
  });
});
