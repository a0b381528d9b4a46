import { describe, expect, it } from 'vitest';
import { parseWidgetParams } from './widget-params.ts';

describe('parseWidgetParams', () => {
  it('reads the product, the tenant (either name) and the language', () => {
    expect(parseWidgetParams('?product=p1&tenant=demo&lang=en')).toEqual({
      ok: true,
      params: {
        productId: 'p1',
        tenant: 'demo',
        language: 'en',
        hostOrigin: null,
        callbackUrl: null,
      },
    });
    const framed =
      '?product=p1&__tenant=demo&hostOrigin=https://shop.example&callbackUrl=https%3A%2F%2Fshop.example%2Fen.html';
    expect(parseWidgetParams(framed)).toEqual({
      ok: true,
      params: {
        productId: 'p1',
        tenant: 'demo',
        language: 'ar',
        hostOrigin: 'https://shop.example',
        callbackUrl: 'https://shop.example/en.html',
      },
    });
  });

  it('names what is missing, tenant first, and keeps the language', () => {
    expect(parseWidgetParams('?lang=en')).toEqual({
      ok: false,
      error: 'TENANT_NOT_PROVIDED',
      language: 'en',
    });
    expect(parseWidgetParams('?tenant=demo&lang=xx')).toEqual({
      ok: false,
      error: 'PRODUCT_NOT_PROVIDED',
      language: 'ar',
    });
  });
});
