import { ApiError } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import { widgetWayOn } from './widget-way-on.ts';

const origin = 'https://storefront.example';
const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
const unknownTenant = new ApiError({
  status: 404,
  code: 'TENANT_NOT_FOUND',
  message: 'Tenant not found',
});

describe('widgetWayOn (no dead ends on a widget page)', () => {
  it("leads to the host's callbackUrl when the page has a usable one", () => {
    expect(
      widgetWayOn(
        '?tenant=demo&product=p&callbackUrl=https%3A%2F%2Fhost.example%2Fshop',
        origin,
        'en',
        notFound,
      ),
    ).toEqual({ href: 'https://host.example/shop', labelKey: 'app.backToStore' });
    expect(
      widgetWayOn('?tenant=demo&callbackUrl=javascript:alert(1)', origin, 'ar', notFound),
    ).toEqual({ href: '/shop.html?tenant=demo&lang=ar', labelKey: 'app.backToStore' });
  });

  it("leads an unknown product, or a missing one, to the tenant's shop in the page language", () => {
    expect(widgetWayOn('?tenant=demo&product=nope&lang=en', origin, 'en', notFound)).toEqual({
      href: '/shop.html?tenant=demo&lang=en',
      labelKey: 'app.backToStore',
    });
    expect(widgetWayOn('?tenant=demo', origin, 'ar', null)).toEqual({
      href: '/shop.html?tenant=demo&lang=ar',
      labelKey: 'app.backToStore',
    });
  });

  it('leads a page with no tenant, or one the API does not know, to the home page', () => {
    expect(widgetWayOn('?product=p&lang=en', origin, 'en', null)).toEqual({
      href: '/?lang=en',
      labelKey: 'app.goHome',
    });
    expect(widgetWayOn('?tenant=nowhere&product=p', origin, 'ar', unknownTenant)).toEqual({
      href: '/?lang=ar',
      labelKey: 'app.goHome',
    });
  });
});
