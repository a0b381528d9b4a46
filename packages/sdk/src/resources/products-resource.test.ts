import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http/http-client.ts';
import { createProductsResource, productPageSize } from './products-resource.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import { sampleProduct, sampleProductList } from './testing/sample-answers.ts';

describeResourceCalls('products resource', createProductsResource, [
  {
    name: 'list',
    call: (products) => products.list(),
    method: 'GET',
    path: '/api/app/product',
    answer: sampleProductList,
    requiredField: 'items.0.pricing',
  },
  {
    name: 'list (one type)',
    call: (products) => products.list({ type: 'subscription' }),
    method: 'GET',
    path: '/api/app/product',
    query: [['type', 'subscription']],
    answer: sampleProductList,
  },
  {
    name: 'list (a page)',
    call: (products) => products.list({ SkipCount: 20, MaxResultCount: 5 }),
    method: 'GET',
    path: '/api/app/product',
    query: [
      ['SkipCount', '20'],
      ['MaxResultCount', '5'],
    ],
    answer: sampleProductList,
  },
  {
    name: 'getForCheckout',
    call: (products) => products.getForCheckout('product-1'),
    method: 'GET',
    path: '/api/app/product/checkout/product-1',
    answer: sampleProduct,
    requiredField: 'pricing.0.stock',
  },
]);

describe('products resource: listAll', () => {
  /** A catalogue of `total` products the fake API pages like the reference API. */
  function catalogue(total: number, shrinkTo?: number) {
    const requests: URL[] = [];
    const fetch = vi.fn(async (input: string | URL | Request) => {
      const url = new URL(input instanceof Request ? input.url : input);
      requests.push(url);
      const skip = Number(url.searchParams.get('SkipCount'));
      const take = Number(url.searchParams.get('MaxResultCount'));
      const size = requests.length > 1 && shrinkTo !== undefined ? shrinkTo : total;
      const items = Array.from(
        { length: Math.max(0, Math.min(take, size - skip)) },
        (_, index) => ({
          ...sampleProduct,
          id: `product-${String(skip + index)}`,
        }),
      );
      return Response.json({ totalCount: total, items });
    });
    const http = createHttpClient({ baseUrl: 'https://api.test', tenant: 'demo', fetch });
    return { products: createProductsResource(http), requests };
  }

  it('reads page after page of 100 until totalCount, in order', async () => {
    const { products, requests } = catalogue(230);
    const all = await products.listAll({ type: 'merchandise' });
    expect(all.map((product) => product.id)).toEqual(
      Array.from({ length: 230 }, (_, index) => `product-${String(index)}`),
    );
    expect(
      requests.map((url) => [
        url.searchParams.get('type'),
        url.searchParams.get('SkipCount'),
        url.searchParams.get('MaxResultCount'),
      ]),
    ).toEqual([
      ['merchandise', '0', String(productPageSize)],
      ['merchandise', '100', '100'],
      ['merchandise', '200', '100'],
    ]);
  });

  it('stops at an empty page when the catalogue shrank meanwhile', async () => {
    const { products, requests } = catalogue(150, 90);
    expect(await products.listAll()).toHaveLength(100);
    expect(requests).toHaveLength(2);
  });

  it('one page for a small catalogue', async () => {
    const { products, requests } = catalogue(3);
    expect(await products.listAll()).toHaveLength(3);
    expect(requests).toHaveLength(1);
  });
});
