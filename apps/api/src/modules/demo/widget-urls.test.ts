import { describe, expect, it } from 'vitest';
import { catalogSeedIds } from '../../db/seed/catalog-seed-ids.ts';
import { demoWidgetLines, widgetUrl } from './widget-urls.ts';

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
});
