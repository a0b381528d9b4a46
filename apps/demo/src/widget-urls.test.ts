import { describe, expect, it } from 'vitest';
import { catalogSeedIds } from '@storefront/api/seed';
import { demoShopLines, demoWidgetLines, shopUrl, widgetUrl } from './widget-urls.ts';

describe('demo widget URLs', () => {
  it('names the widget page with tenant, product and language', () => {
    const url = new URL(widgetUrl('http://127.0.0.1:8080', 'demo', 'p-1', 'en'));
    expect(url.pathname).toBe('/widget.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: 'demo',
      product: 'p-1',
      lang: 'en',
    });
  });

  it('prints the booking, product and subscription widgets in both languages', () => {
    const lines = demoWidgetLines('http://h:1', 'demo');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^ {2}Booking widget \(Arabic\): +http:\/\/h:1\/widget\.html\?/);
    expect(lines[0]).toContain(`product=${catalogSeedIds.products.massage}&lang=ar`);
    expect(lines[5]).toContain(`product=${catalogSeedIds.products.coffeeClub}&lang=en`);
  });

  it('names the demo shop with tenant and language, in both languages', () => {
    const url = new URL(shopUrl('http://127.0.0.1:8080', 'demo', 'ar'));
    expect(url.pathname).toBe('/shop.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({ tenant: 'demo', lang: 'ar' });
    expect(demoShopLines('http://h:1', 'demo')).toEqual([
      '  Storefront (Arabic):  http://h:1/shop.html?tenant=demo&lang=ar',
      '  Storefront (English): http://h:1/shop.html?tenant=demo&lang=en',
    ]);
  });
});
