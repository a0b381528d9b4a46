import { loginPathFor } from '@storefront/sdk';
import { describe, expect, it, vi } from 'vitest';
import { loginLocation, withBootstrapQuery } from './login-location.ts';

describe('withBootstrapQuery', () => {
  it('keeps the tenant, language and mobile-app parameters, nothing else', () => {
    expect(withBootstrapQuery('/login', '?cartId=1&tenant=demo&lang=en&isMobileApp=1&page=2')).toBe(
      '/login?tenant=demo&lang=en&isMobileApp=1',
    );
    expect(withBootstrapQuery('/login', '?language=ar&tenant=a%20b')).toBe(
      '/login?tenant=a+b&language=ar',
    );
  });

  it('adds nothing when the page has none of them', () => {
    expect(withBootstrapQuery('/login', '?cartId=1')).toBe('/login');
    expect(withBootstrapQuery('/demo/login', '')).toBe('/demo/login');
  });
});

describe('loginLocation', () => {
  it("leaves for the login path with the page's tenant and language", () => {
    const assign = vi.fn();
    const location = loginLocation({
      hostname: 'shop.example.com',
      pathname: '/acme/checkout',
      search: '?tenant=acme&cartId=42&lang=en',
      assign,
    });
    location.assign(loginPathFor(location, ['shop.example.com']));
    expect(assign).toHaveBeenCalledWith('/acme/login?tenant=acme&lang=en');
  });
});
