import { describe, expect, it } from 'vitest';
import { paramsErrorWayOn } from './params-error-way-on.ts';

const origin = 'https://storefront.example.com';

describe('paramsErrorWayOn (docs/product/screens.md, "No dead ends")', () => {
  it('leads a page without a cart id to the tenant’s shop in the page language', () => {
    expect(paramsErrorWayOn('CART_ID_NOT_PROVIDED', '?tenant=demo&lang=en', origin, 'en')).toEqual({
      href: '/shop.html?tenant=demo&lang=en',
      labelKey: 'app.backToStore',
    });
    expect(paramsErrorWayOn('CART_ID_NOT_PROVIDED', '?tenant=salon', origin, 'ar')).toEqual({
      href: '/shop.html?tenant=salon&lang=ar',
      labelKey: 'app.backToStore',
    });
  });

  it('leads a page without a tenant to the storefront’s home in the page language', () => {
    expect(paramsErrorWayOn('TENANT_NOT_PROVIDED', '?cartId=c-1&lang=en', origin, 'en')).toEqual({
      href: '/?lang=en',
      labelKey: 'app.goHome',
    });
    expect(paramsErrorWayOn('TENANT_NOT_PROVIDED', '', origin, 'ar').href).toBe('/?lang=ar');
  });

  it('prefers the host’s callbackUrl, and never a script address', () => {
    const search = `?cartId=c-1&callbackUrl=${encodeURIComponent('https://shop.example/cart')}`;
    expect(paramsErrorWayOn('TENANT_NOT_PROVIDED', search, origin, 'en')).toEqual({
      href: 'https://shop.example/cart',
      labelKey: 'app.backToStore',
    });
    const script = '?tenant=demo&callbackUrl=javascript%3Aalert(1)&lang=en';
    expect(paramsErrorWayOn('CART_ID_NOT_PROVIDED', script, origin, 'en').href).toBe(
      '/shop.html?tenant=demo&lang=en',
    );
  });
});
