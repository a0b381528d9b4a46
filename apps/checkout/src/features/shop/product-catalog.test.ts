// @vitest-environment jsdom
import type { Product, ProductType } from '@storefront/contracts';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { testPrice, testProduct } from '@storefront/sdk/testing';
import { renderPage } from '../../testing/render-page.ts';
import { ProductCatalog } from './product-catalog.tsx';

function product(id: string, typeString: ProductType, pricing: Product['pricing']): Product {
  return testProduct({
    id,
    name: `Name of ${id}`,
    description: `About ${id}`,
    typeString,
    imageUrl: `/api/app/product-image/${id}`,
    pricing,
  });
}

const price = (id: string, amount: number, discountedAmount: number | null = null) =>
  testPrice(id, amount, { discountedAmount });

// In display order, types mixed as the API lists them.
const products = [
  product('coffee', 'merchandise', [price('250g', 45), price('500g', 85)]),
  product('club', 'subscription', [price('monthly', 99)]),
  product('massage', 'reservation', [price('hour', 200)]),
  product('spa', 'package', [price('five', 900, 850)]),
  product('pen', 'merchandise', [price('one', 120)]),
];
const href = (id: string) => `/shop.html?tenant=demo&lang=en&product=${id}`;

describe('ProductCatalog (docs/product/shop.md)', () => {
  it('a section per type, bookings first, each product linked to its widget with its price', () => {
    const { getAllByRole, getByRole } = renderPage(
      createElement(ProductCatalog, { products, productHref: href }),
    );
    expect(getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Bookings',
      'Products',
      'Subscriptions',
      'Packages',
    ]);
    const merchandise = getByRole('region', { name: 'Products' });
    expect(
      [...merchandise.querySelectorAll('h3 a')].map((link) => [
        link.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['Name of coffee', href('coffee')],
      ['Name of pen', href('pen')],
    ]);
    const text = (name: string) =>
      getByRole('link', { name })
        .closest('li')
        ?.textContent?.replace(/\u00a0/g, ' ');
    // Several prices: the lowest, as "From"; one price: itself, discounted when it is.
    expect(text('Name of coffee')).toContain('From SAR 45.00');
    expect(text('Name of pen')).toContain('SAR 120.00');
    expect(text('Name of pen')).not.toContain('From');
    expect(text('Name of spa')).toContain('SAR 850.00');
    expect(text('Name of massage')).toContain('About massage');
  });

  it('leaves out a type without products', () => {
    const { getAllByRole } = renderPage(
      createElement(ProductCatalog, {
        products: products.filter((item) => item.typeString === 'merchandise'),
        productHref: href,
      }),
    );
    expect(getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Products',
    ]);
  });

  it('says when the shop has nothing to sell', () => {
    const { getByText } = renderPage(
      createElement(ProductCatalog, { products: [], productHref: href }),
    );
    expect(getByText('This shop has no products yet.')).toBeTruthy();
  });

  it('in Arabic', () => {
    const { getByRole } = renderPage(
      createElement(ProductCatalog, { products, productHref: href }),
      {
        language: 'ar',
      },
    );
    expect(getByRole('heading', { name: 'الحجوزات' })).toBeTruthy();
    expect(getByRole('link', { name: 'Name of coffee' }).closest('li')?.textContent).toContain(
      'ابتداءً من',
    );
  });
});
