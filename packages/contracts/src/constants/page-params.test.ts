import { errorMessage } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import {
  homePagePath,
  parseBootstrapParams,
  parseCheckoutParams,
  safeCallbackUrl,
  shopPagePath,
} from './page-params.ts';

const origin = 'https://checkout.example.com';
const parse = (search: string) => parseCheckoutParams(search, origin);

describe('parseCheckoutParams (docs/product/screens.md, query parameters)', () => {
  it('reads tenant, cartId, callbackUrl, language, isMobileApp and cartItemsCount', () => {
    expect(
      parse(
        '?tenant=demo&cartId=c-1&callbackUrl=https%3A%2F%2Fshop.example.com%2Fthanks&lang=en&isMobileApp=true&cartItemsCount=3&hostOrigin=https%3A%2F%2Fshop.example.com',
      ),
    ).toEqual({
      ok: true,
      params: {
        tenant: 'demo',
        cartId: 'c-1',
        callbackUrl: 'https://shop.example.com/thanks',
        language: 'en',
        isMobileApp: true,
        cartItemsCount: 3,
        hostOrigin: 'https://shop.example.com',
      },
    });
  });

  it('fails with TENANT_NOT_PROVIDED without a tenant, whose text is the spec’s', () => {
    const result = parse('?cartId=c-1&lang=en');
    expect(result).toEqual({ ok: false, error: 'TENANT_NOT_PROVIDED', language: 'en' });
    expect(errorMessage('TENANT_NOT_PROVIDED', 'en')).toBe(
      'Tenant is not provided. Please provide a tenant name.',
    );
  });

  it('fails with CART_ID_NOT_PROVIDED without a cart id, whose text is the spec’s', () => {
    expect(parse('?tenant=demo')).toEqual({
      ok: false,
      error: 'CART_ID_NOT_PROVIDED',
      language: 'ar',
    });
    expect(errorMessage('CART_ID_NOT_PROVIDED', 'en')).toBe('Cart ID is not provided in the URL.');
  });

  it('checks the tenant before the cart id, and counts blank values as missing', () => {
    expect(parse('?tenant=%20&cartId=')).toMatchObject({ ok: false, error: 'TENANT_NOT_PROVIDED' });
    expect(parse('?tenant=demo&cartId=%20')).toMatchObject({
      ok: false,
      error: 'CART_ID_NOT_PROVIDED',
    });
  });

  it.each([
    ['?lang=en', 'en'],
    ['?language=en', 'en'],
    ['?lang=EN', 'en'],
    ['?lang=ar', 'ar'],
    ['?lang=fr', 'ar'],
    ['', 'ar'],
    ['?lang=&language=en', 'en'],
  ])('language from %j is %s (anything but en gives ar)', (search, language) => {
    const result = parse(`${search}${search ? '&' : '?'}tenant=demo&cartId=c-1`);
    expect(result.ok && result.params.language).toBe(language);
  });

  it.each([
    ['?tenant=demo&cartId=c-1', '/shop.html?tenant=demo&lang=ar'],
    ['?tenant=demo&cartId=c-1&lang=en', '/shop.html?tenant=demo&lang=en'],
    [
      '?tenant=clinic&cartId=c-1&lang=en&callbackUrl=javascript%3Aalert(1)',
      '/shop.html?tenant=clinic&lang=en',
    ],
  ])(
    'without a usable callbackUrl, %s leads to the tenant’s shop in its language',
    (search, shop) => {
      const result = parse(search);
      expect(result.ok && result.params.callbackUrl).toBe(shop);
    },
  );

  it.each([
    ['', false],
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('isMobileApp=%j is %s', (value, expected) => {
    const result = parse(`?tenant=demo&cartId=c-1&isMobileApp=${value}`);
    expect(result.ok && result.params.isMobileApp).toBe(value === '' ? true : expected);
  });

  it('leaves isMobileApp off when absent and ignores a cartItemsCount that is not a number', () => {
    const result = parse('?tenant=demo&cartId=c-1&cartItemsCount=many');
    expect(result.ok && result.params.isMobileApp).toBe(false);
    expect(result.ok && result.params.cartItemsCount).toBeNull();
  });
});

describe('safeCallbackUrl', () => {
  it('keeps paths of this site and http(s) addresses', () => {
    expect(safeCallbackUrl('/shop', origin)).toBe('https://checkout.example.com/shop');
    expect(safeCallbackUrl('http://shop.example.com/', origin)).toBe('http://shop.example.com/');
  });

  it('turns script and data URLs into the site root', () => {
    expect(safeCallbackUrl('javascript:alert(1)', origin)).toBe('/');
    expect(safeCallbackUrl('data:text/html,hi', origin)).toBe('/');
    expect(safeCallbackUrl(null, origin)).toBe('/');
    expect(safeCallbackUrl('javascript:alert(1)', origin, '/shop.html')).toBe('/shop.html');
  });
});

describe('shopPagePath and homePagePath', () => {
  it('name the tenant’s shop and the home in a language', () => {
    expect(shopPagePath({ tenant: 'demo', language: 'en' })).toBe('/shop.html?tenant=demo&lang=en');
    expect(shopPagePath({ tenant: 'a b', language: 'ar' })).toBe('/shop.html?tenant=a+b&lang=ar');
    expect(homePagePath('en')).toBe('/?lang=en');
  });
});

describe('parseBootstrapParams', () => {
  it('needs only the tenant, and reads the language and mobile-app mode', () => {
    const parsed = parseBootstrapParams('?tenant=demo&lang=en&isMobileApp=true');
    expect(parsed.ok && parsed.params).toEqual({
      tenant: 'demo',
      language: 'en',
      isMobileApp: true,
    });
  });

  it('fails without a tenant, the language still known', () => {
    expect(parseBootstrapParams('?language=en&cartId=1')).toEqual({
      ok: false,
      error: 'TENANT_NOT_PROVIDED',
      language: 'en',
    });
  });
});
