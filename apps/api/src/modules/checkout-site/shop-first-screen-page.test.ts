import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { writeCheckoutBuild, type CheckoutBuild } from '../../testing/checkout-build.ts';
import { checkoutSiteRoutes } from './checkout-site-routes.ts';
import { renderedProductsLimit, shopDataOf } from './shop-first-screen-page.ts';

/**
 * A stand-in for the checkout build's `dist-server/shop-first-screen.js` (React is the checkout's
 * business, tested there): it writes what it was asked to render into the root, so each test
 * sees which page got what.
 */
const shopModule = `export const firstPaintLoader = 'startModules()';
export function withShopFirstScreen(html, rendered, placement) {
  const logo = rendered.settings && rendered.settings.logoUrl;
  return html.replace('<div id="root"></div>', () =>
    '<div id="root">' + JSON.stringify({ rendered, placement }).replace(/</g, '\\\\u003c') +
    (logo ? '<img src="' + logo.replace(/&/g, '&amp;') + '">' : '') + '</div>');
}`;

const builtShop =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>Storefront</title></head><body><div id="root" hidden>frame</div><script type="module" src="/assets/shop-abc.js"></script></body></html>';
const shopTemplate = builtShop.replace(
  '<div id="root" hidden>frame</div>',
  '<div id="root"></div>',
);

/** What the page's list was rendered from. */
const renderedIn = (html: string) =>
  JSON.parse(/<div id="root">(.*?)(<img [^>]*>)?<\/div>/.exec(html)?.[1] ?? 'null') as {
    rendered: {
      language: string;
      tenant: string;
      isMobileApp: boolean;
      settings: { brandName: string; logoUrl: string | null; riyalSign: boolean };
      products: { id: string; name: string }[];
    };
    placement: { hiddenUntilConfirmed: boolean };
  } | null;

/** A built checkout with `shop.html`, and its renderer in `dist-server/` when `withModule`. */
function checkoutBuild(withModule: boolean) {
  return writeCheckoutBuild({
    dist: { 'index.html': '<!doctype html><title>Checkout</title>', 'shop.html': builtShop },
    ...(withModule
      ? { server: { 'shop-first-screen.js': shopModule, 'shop.html': shopTemplate } }
      : {}),
  });
}

describe('the shop page, sent with its product list rendered for it (decision 0048)', () => {
  let test: TestApp;
  let build: CheckoutBuild;
  let host: string;
  let logoUrl: string;
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
    logoUrl = settings.json<{ logoUrl: string }>().logoUrl;
    host = new URL(logoUrl).host;
  }, 60_000);
  afterAll(async () => {
    await test.close();
    await build.remove();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('renders the tenant’s list in the page language with its settings, its logo not hinted, revalidated', async () => {
    const response = await page('/shop.html?tenant=demo&lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The list names the logo itself (checkout-site-routes.ts, `namesLogo`).
    expect(response.body).toContain(`<img src="${logoUrl}">`);
    expect(response.headers.link).toBeUndefined();
    const sent = renderedIn(response.body);
    expect(sent?.placement).toEqual({ hiddenUntilConfirmed: false });
    expect(sent?.rendered).toMatchObject({
      language: 'en',
      tenant: 'demo',
      isMobileApp: false,
      settings: { brandName: 'Demo Store', logoUrl },
    });
    // The demo tenant's nine products (docs/product/demo-data.md), named in the page language.
    expect(sent?.rendered.products).toHaveLength(9);
    expect(sent?.rendered.products.map((product) => product.name)).toContain('Massage Session');
    const arabic = renderedIn((await page('/shop.html?tenant=demo')).body);
    expect(arabic?.rendered.language).toBe('ar');
    expect(arabic?.rendered.products.map((product) => product.name)).not.toContain(
      'Massage Session',
    );
    expect(response.body).toContain('<script type="module" src="/assets/shop-abc.js"></script>');
    // The page's inline loader is allowed by its hash.
    const loaderHash = createHash('sha256').update('startModules()').digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${loaderHash}'`);
  });

  it('renders a tenant without a logo, and a mobile app’s page as such', async () => {
    const salon = renderedIn((await page('/shop.html?tenant=salon&lang=en')).body);
    expect(salon?.rendered).toMatchObject({
      tenant: 'salon',
      settings: { brandName: 'Salon Noura', logoUrl: null },
    });
    const app = renderedIn((await page('/shop.html?tenant=demo&isMobileApp=true')).body);
    expect(app?.rendered.isMobileApp).toBe(true);
  });

  it.each([
    ['no tenant', '/shop.html'],
    ['an unknown tenant', '/shop.html?tenant=nowhere&lang=en'],
    ['a product’s page', '/shop.html?tenant=demo&product=7d3f0b8e-1c2a-4e5b-9f72-000000000001'],
    ['a product’s page (productId)', '/shop.html?tenant=demo&productId=x'],
  ])('sends the page as built for %s', async (_case, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(builtShop);
    expect(response.headers['content-security-policy']).not.toContain('sha256-');
  });

  it('sends the page as built under another host name, whose CSP would refuse the logo', async () => {
    const response = await page('/shop.html?tenant=demo', { host: 'own-host.localhost:8080' });
    expect(response.body).toBe(builtShop);
  });
});

describe('the shop page of a build without the module', () => {
  let test: TestApp;
  let build: CheckoutBuild;
  beforeAll(async () => {
    build = await checkoutBuild(false);
    test = await buildTestApp();
    await test.app.register(checkoutSiteRoutes, {
      site: { kind: 'built', distDir: build.distDir },
    });
    await test.app.ready();
  }, 60_000);
  afterAll(async () => {
    await test.close();
    await build.remove();
  });

  it('is the file as built', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/shop.html?tenant=demo' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(builtShop);
  });
});

describe('shopDataOf', () => {
  /** An API of two routes answering what the test says. */
  async function apiAnswering(settings: unknown, list: unknown) {
    const app = Fastify();
    app.get('/api/app/setting-manager/payment-and-tax-settings', () => settings);
    app.get('/api/app/product', () => list);
    await app.ready();
    return app;
  }
  const settings = {
    tenantId: '7d3f0b8e-1c2a-4e5b-9f60-000000000009',
    brandName: 'Store',
    logoUrl: null,
    taxPercentage: 15,
    currency: 'SAR',
    paymentMethods: ['cash'],
    cardProvider: 'moyasar',
    timeZone: 'Asia/Riyadh',
    seller: null,
    riyalSign: false,
  };
  const params = { tenant: 't', language: 'en' as const };

  it('is null for a catalogue over one page, which the shop then reads itself', async () => {
    const app = await apiAnswering(settings, { totalCount: renderedProductsLimit + 1, items: [] });
    expect(await shopDataOf(app, params)).toBeNull();
    await app.close();
  });

  it('is null for answers that are not of the contract’s shape', async () => {
    const badSettings = await apiAnswering({ brandName: 3 }, { totalCount: 0, items: [] });
    expect(await shopDataOf(badSettings, params)).toBeNull();
    await badSettings.close();
    const badList = await apiAnswering(settings, { items: 'none' });
    expect(await shopDataOf(badList, params)).toBeNull();
    await badList.close();
  });

  it('is the settings and an empty catalogue for a tenant without products', async () => {
    const app = await apiAnswering(settings, { totalCount: 0, items: [] });
    expect(await shopDataOf(app, params)).toMatchObject({
      settings: { brandName: 'Store' },
      products: [],
    });
    await app.close();
  });
});
