import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedIds } from '../../db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { writeCheckoutBuild, type CheckoutBuild } from '../../testing/checkout-build.ts';
import { checkoutSiteRoutes } from './checkout-site-routes.ts';
import { loadWidgetFirstScreenRenderer } from './widget-first-screen-page.ts';

/**
 * The build's widget first-screen module as a test double of its contract (the real one, React's
 * server renderer, is tested in apps/checkout and by the browser suite): writes what it was asked
 * to render into the root, so the wiring — which page gets which language and product — shows.
 */
const widgetFirstScreenModule = `export const firstPaintLoader = 'startModules()';
export function withWidgetFirstScreen(html, rendered) {
  return html.replace('<div id="root"></div>', () =>
    '<div id="root">' + JSON.stringify(rendered).replace(/</g, '\\u003c') + '</div>');
}`;

const builtWidget =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>Storefront</title></head><body><div id="root"></div><script type="module" src="/assets/widget-abc.js"></script></body></html>';
const { massage, coffee } = catalogSeedIds.products;

/** A built checkout with `widget.html`, and its renderer in `dist-server/` when `withModule`. */
function checkoutBuild(withModule: boolean) {
  return writeCheckoutBuild({
    dist: { 'widget.html': builtWidget, 'index.html': '<!doctype html><title>Checkout</title>' },
    ...(withModule
      ? {
          server: {
            'widget-first-screen.js': widgetFirstScreenModule,
            'widget.html': builtWidget,
          },
        }
      : {}),
  });
}

describe('the widget page, sent with its first screen rendered for it', () => {
  let test: TestApp;
  let build: CheckoutBuild;
  /** The host of the tenant's logo: a checkout page of it would be hinted to fetch the logo. */
  let host: string;
  beforeAll(async () => {
    build = await checkoutBuild(true);
    test = await buildTestApp();
    await test.app.register(checkoutSiteRoutes, {
      site: { kind: 'built', distDir: build.distDir },
    });
    await test.app.ready();
    const settings = await test.app.inject({
      method: 'GET',
      url: '/api/app/setting-manager/payment-and-tax-settings',
      headers: { __tenant: 'demo' },
    });
    host = new URL(settings.json<{ logoUrl: string }>().logoUrl).host;
  }, 60_000);
  afterAll(async () => {
    await test.close();
    await build.remove();
  });

  const page = (url: string) => test.app.inject({ method: 'GET', url, headers: { host } });
  /** What the page's first screen was rendered from. */
  const renderedIn = (html: string) =>
    JSON.parse(/<div id="root">(.*?)<\/div>/.exec(html)?.[1] ?? 'null') as unknown;

  it('renders the product’s header in the page language, revalidated on every load, with no logo hint', async () => {
    const response = await page(`/widget.html?tenant=demo&product=${massage}&lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The widget page shows no tenant logo: no request for it before the page's own.
    expect(response.headers.link).toBeUndefined();
    expect((await page('/?tenant=demo&lang=en')).headers.link).toMatch(/tenant-logo/);
    expect(renderedIn(response.body)).toEqual({
      language: 'en',
      productId: massage,
      product: {
        name: 'Massage Session',
        description: expect.stringMatching(/massage/i) as unknown,
        imageUrl: expect.stringMatching(/\/api\/app\/product-image\//) as unknown,
      },
    });
    expect(response.body).toContain('<script type="module" src="/assets/widget-abc.js"></script>');
    // The page's inline loader is allowed by its hash.
    const loaderHash = createHash('sha256').update('startModules()').digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${loaderHash}'`);
    const arabic = await page(`/widget.html?tenant=demo&productId=${coffee}`);
    expect(renderedIn(arabic.body)).toMatchObject({
      language: 'ar',
      productId: coffee,
      product: { name: expect.stringMatching(/[\u0600-\u06ff]/) as unknown },
    });
  });

  it.each([
    ['no tenant', `/widget.html?product=${massage}`],
    ['no product (the page shows an error)', '/widget.html?tenant=demo&lang=en'],
    ['an unknown product', '/widget.html?tenant=demo&product=nope'],
    ['another tenant’s product', `/widget.html?tenant=nowhere&product=${massage}`],
  ])('sends the page as built for %s', async (_case, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(builtWidget);
    expect(response.headers['content-security-policy']).not.toContain('sha256-');
  });
});

describe('the widget page of a build without the first-screen module', () => {
  it('is sent as built', async () => {
    const build = await checkoutBuild(false);
    const test = await buildTestApp();
    try {
      await test.app.register(checkoutSiteRoutes, {
        site: { kind: 'built', distDir: build.distDir },
      });
      const response = await test.app.inject({
        method: 'GET',
        url: `/widget.html?tenant=demo&product=${massage}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(builtWidget);
    } finally {
      await test.close();
      await build.remove();
    }
  }, 60_000);

  it('is refused loudly when the module is not the renderer', async () => {
    const build = await writeCheckoutBuild({
      dist: {},
      server: { 'widget-first-screen.js': 'export const other = 1;' },
    });
    const file = path.join(build.buildDir, 'dist-server', 'widget-first-screen.js');
    await expect(loadWidgetFirstScreenRenderer(file)).rejects.toThrow(/withWidgetFirstScreen/);
    await build.remove();
  });
});
