// @vitest-environment jsdom
import { ApiError } from '@storefront/sdk';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page.ts';
import { WidgetScreen } from './widget-screen.tsx';
import type { WidgetRuntime } from './widget-runtime.ts';
import { widgetWayOn } from './widget-way-on.ts';

/** A widget page whose product cannot be loaded: only the parts read before the widget shows. */
function failingRuntime(error: ApiError): WidgetRuntime {
  const product = Promise.reject(error);
  product.catch(() => undefined);
  return {
    product,
    savedLocations: Promise.resolve([]),
    timeZone: Promise.resolve('Asia/Riyadh'),
    settings: Promise.resolve(null),
  } as unknown as WidgetRuntime;
}

describe('WidgetScreen: a product that cannot be loaded is no dead end', () => {
  it.each([
    ['en', 'Back to store', 'Go to the home page'],
    ['ar', 'العودة إلى المتجر', null],
  ] as const)(
    "leads an unknown product (%s) to the tenant's shop, and an unknown tenant home",
    async (language, backToStore, goHome) => {
      const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' });
      const page = renderPage(
        createElement(WidgetScreen, {
          runtime: failingRuntime(notFound),
          language,
          wayOn: (failure) =>
            widgetWayOn('?tenant=demo&product=nope', 'https://s.example', language, failure),
        }),
        { language },
      );
      const link = await page.findByRole('link', { name: backToStore });
      expect(link.getAttribute('href')).toBe(`/shop.html?tenant=demo&lang=${language}`);
      expect(link.getAttribute('target')).toBe('_top');
      page.unmount();
      if (goHome === null) return;
      const unknownTenant = new ApiError({
        status: 404,
        code: 'TENANT_NOT_FOUND',
        message: 'Tenant not found.',
      });
      const other = renderPage(
        createElement(WidgetScreen, {
          runtime: failingRuntime(unknownTenant),
          language,
          wayOn: (failure) =>
            widgetWayOn('?tenant=nowhere&product=p', 'https://s.example', language, failure),
        }),
        { language },
      );
      expect((await other.findByRole('link', { name: goHome })).getAttribute('href')).toBe(
        `/?lang=${language}`,
      );
    },
  );
});
