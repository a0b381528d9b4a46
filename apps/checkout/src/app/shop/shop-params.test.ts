import { describe, expect, it } from 'vitest';
import { parseShopParams, shopUrlFor } from './shop-params.ts';

describe('parseShopParams', () => {
  it('reads the tenant and the language by the checkout’s rules, and the open product', () => {
    expect(parseShopParams('?tenant=demo&lang=en')).toEqual({
      ok: true,
      params: { tenant: 'demo', language: 'en', isMobileApp: false, productId: null },
    });
    expect(parseShopParams('?tenant=demo&language=fr&productId=%20p1%20')).toEqual({
      ok: true,
      params: { tenant: 'demo', language: 'ar', isMobileApp: false, productId: 'p1' },
    });
    expect(parseShopParams('?tenant=demo&product=&isMobileApp')).toMatchObject({
      ok: true,
      params: { productId: null, isMobileApp: true },
    });
  });

  it('needs a tenant, and keeps the language to say so', () => {
    expect(parseShopParams('?lang=en&product=p1')).toEqual({
      ok: false,
      error: 'TENANT_NOT_PROVIDED',
      language: 'en',
    });
    expect(parseShopParams('?tenant=%20')).toMatchObject({ ok: false, language: 'ar' });
  });
});

describe('shopUrlFor', () => {
  it('names the list, or one product, for the same tenant and language', () => {
    expect(shopUrlFor({ tenant: 'demo', language: 'en' })).toBe('/shop.html?tenant=demo&lang=en');
    expect(shopUrlFor({ tenant: 'de mo', language: 'ar' }, 'p/1')).toBe(
      '/shop.html?tenant=de+mo&lang=ar&product=p%2F1',
    );
  });
});
