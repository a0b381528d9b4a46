import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { errorBodySchema } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { writeCheckoutBuild, type CheckoutBuild } from '../../testing/checkout-build.ts';
import { documentOnlyHeaders } from '../../plugins/security-headers.ts';
import { checkoutSiteRoutes } from './checkout-site-routes.ts';

/** A hashed script the build also wrote as `.br` and `.gz` (as the checkout's Vite build does). */
const appScript = `console.log(${JSON.stringify('precompressed '.repeat(200))});`;
/** A font the build did not compress (woff2 is compressed already). */
const fontBytes = Buffer.from('wOF2 font bytes');

/** The body of an answer, decoded by its `content-encoding`. */
function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

const indexHtml =
  '<!doctype html><title>Checkout</title><script type="module" src="/assets/index-abc.js"></script>';
const accountHtml =
  '<!doctype html><title>Account</title><script type="module" src="/assets/account-abc.js"></script>';

describe('the checkout site, built', () => {
  let test: TestApp;
  let build: CheckoutBuild;
  beforeAll(async () => {
    build = await writeCheckoutBuild({
      dist: {
        'index.html': indexHtml,
        'account.html': accountHtml,
        'assets/index-abc.js': 'console.log(1);',
        'assets/app-1a2b.js': appScript,
        'assets/app-1a2b.js.br': brotliCompressSync(appScript),
        'assets/app-1a2b.js.gz': gzipSync(appScript),
        'assets/font-9z8y.woff2': fontBytes,
        'assets/index-4c5d.css': 'body{margin:0}',
        'embed.js': appScript,
        'embed.js.br': brotliCompressSync(appScript),
      },
    });
    // Metrics off, as in production by default: /metrics is then a path the API does not serve.
    test = await buildTestApp({ env: { METRICS: 'off' } });
    await test.app.register(checkoutSiteRoutes, {
      site: { kind: 'built', distDir: build.distDir },
    });
    await test.app.ready();
  }, 60_000);
  afterAll(async () => {
    await test.close();
    await build.remove();
  });

  it('serves the app at / with the query the checkout reads, revalidated on every load', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/?tenant=demo&cartId=0b7c4f9e-0000-4000-8000-000000000001&lang=ar',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(indexHtml);
  });

  it("hints a tenant's page to fetch the tenant's logo at once, as its settings name it", async () => {
    const settings = await test.app.inject({
      method: 'GET',
      url: '/api/app/setting-manager/payment-and-tax-settings',
      headers: { __tenant: 'demo' },
    });
    const { logoUrl } = settings.json<{ logoUrl: string }>();
    expect(logoUrl).toMatch(/^http:\/\/.+\/api\/app\/tenant-logo\//);
    const host = new URL(logoUrl).host;
    for (const url of ['/?tenant=demo&lang=en', '/account/orders?tenant=demo']) {
      const response = await test.app.inject({ method: 'GET', url, headers: { host } });
      expect(response.headers.link).toBe(`<${logoUrl}>; rel=preload; as=image; fetchpriority=high`);
    }
    // No tenant, an unknown one, a file that is not a page, a mobile app's page (no header): no
    // hint; nor for a page reached under another host name, whose CSP would refuse the logo.
    for (const url of [
      '/',
      '/?tenant=nowhere',
      '/assets/app-1a2b.js?tenant=demo',
      '/?tenant=demo&isMobileApp=true',
    ]) {
      const response = await test.app.inject({ method: 'GET', url, headers: { host } });
      expect(response.headers.link).toBeUndefined();
    }
    const elsewhere = await test.app.inject({
      method: 'GET',
      url: '/?tenant=demo',
      headers: { host: 'own-host.localhost:8080' },
    });
    expect(elsewhere.headers.link).toBeUndefined();
  });

  it.each([
    ['/', '/shop.html?tenant=demo&lang=ar'],
    ['/?lang=en', '/shop.html?tenant=demo&lang=en'],
    ['/?language=en&isMobileApp=1', '/shop.html?tenant=demo&lang=en'],
  ])('answers %s, which names no store, with the demo shop in its language', async (url, shop) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(shop);
  });

  it('keeps the checkout’s own error for a page naming a cart but no store', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/?cartId=c-1&lang=en' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Checkout</title>');
  });

  it('serves the app for any other page path (single-page app fallback)', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/some/page?lang=en' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });

  it.each([
    '/account',
    '/account/orders?tenant=demo&lang=en',
    '/account/orders/0b7c4f9e-0000-4000-8000-000000000001?tenant=demo&page=2',
    '/login',
    '/login?tenant=demo&lang=en',
    '/demo/login?tenant=demo',
    '/demo/login/',
  ])('serves the account entry at %s (its pages and both sign-in paths)', async (url) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(accountHtml);
  });

  it.each(['/accounts', '/a/b/login', '/loginx'])(
    'serves the checkout, not the account entry, at %s',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.body).toBe(indexHtml);
    },
  );

  it('sends a font and a stylesheet without the headers only a document reads', async () => {
    expect(documentOnlyHeaders).toEqual(
      expect.arrayContaining(['content-security-policy', 'cross-origin-opener-policy']),
    );
    for (const url of ['/assets/font-9z8y.woff2', '/assets/index-4c5d.css']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      for (const name of documentOnlyHeaders) {
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      }
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
    // A script may run as a worker, and a page is a document: theirs stay, every one of them.
    for (const url of ['/assets/index-abc.js', '/']) {
      const response = await test.app.inject({ method: 'GET', url });
      for (const name of documentOnlyHeaders)
        expect(response.headers[name], `${url} ${name}`).toBeDefined();
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it('serves hashed assets with a long, immutable cache', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets other sites run the embed snippet, revalidated, while pages stay same-origin', async () => {
    const snippet = await test.app.inject({
      method: 'GET',
      url: '/embed.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(snippet.statusCode).toBe(200);
    expect(snippet.headers['content-encoding']).toBe('br');
    expect(snippet.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(snippet.headers['cache-control']).toBe('no-cache');
    expect(decoded(snippet)).toBe(appScript);
    const asset = await test.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('sends the brotli file of a hashed asset to a client accepting br, cached for good', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(appScript);
  });

  it('sends the gzip file to a client accepting gzip only', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.rawPayload).toString()).toBe(appScript);
  });

  it('sends the raw file to a client accepting no encoding, and where no compressed file exists', async () => {
    const plain = await test.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appScript);

    const font = await test.app.inject({
      method: 'GET',
      url: '/assets/font-9z8y.woff2',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.equals(fontBytes)).toBe(true);
  });

  it('does not serve the compressed copies as files of their own', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/app-1a2b.js.br' });
    expect(response.statusCode).toBe(404);
  });

  it('sends index.html revalidated (no-cache) through the fallback too, whatever the encoding', async () => {
    for (const url of ['/?tenant=demo', '/index.html', '/some/page']) {
      const response = await test.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      // No .br of the page here: the API's compression may encode it on the fly.
      expect(decoded(response)).toBe(indexHtml);
    }
  });

  it('answers a missing file and an unknown API path 404 with the error body, not the app', async () => {
    for (const url of ['/assets/missing.js', '/favicon.ico', '/api/app/nothing', '/connect/nope']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it("answers the paths operators' tools probe 404, never the checkout page", async () => {
    for (const url of ['/metrics', '/healthz', '/readyz', '/livez', '/status', '/health/nope']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('leaves the API routes alone', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('the checkout site, not built', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
    await test.app.register(checkoutSiteRoutes, { site: { kind: 'absent' } });
    await test.app.ready();
  }, 60_000);
  afterAll(() => test.close());

  it('answers / with a page saying the checkout is not built, linking the API documentation', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/?tenant=demo&cartId=x' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('The checkout app is not built yet');
    expect(response.body).toContain('href="/docs"');
    expect(response.body).toContain('href="/swagger.json"');
  });

  it('answers other paths 404 as before', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/account' });
    expect(response.statusCode).toBe(404);
  });
});

/**
 * The build's first-screen module as a test double of its contract (the real one, React's server
 * renderer, is tested in apps/checkout and by the browser suite): writes what it was asked to
 * render into the root, so the wiring — which page gets which language, brand, mode and methods —
 * shows in the page.
 */
const firstScreenModule = `export const firstPaintLoader = 'startModules()';
export function withFirstScreen(html, rendered, placement) {
  const logo = rendered.brand && rendered.brand.logoUrl;
  return html.replace('<div id="root"></div>', () =>
    '<div id="root">' + JSON.stringify({ rendered, placement }).replace(/</g, '\\u003c') +
    (logo ? '<img src="' + logo.replace(/&/g, '&amp;') + '">' : '') + '</div>');
}`;

describe('the checkout page, sent with its first screen rendered for it', () => {
  const builtIndex =
    '<!doctype html><html lang="ar" dir="rtl"><head><title>Checkout</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';
  const cartId = '0b7c4f9e-0000-4000-8000-000000000001';
  let test: TestApp;
  let build: CheckoutBuild;
  let host: string;
  let logoUrl: string;
  /** The settings reads made while serving pages (the route's and the hook's, shared). */
  let settingsReads = 0;
  beforeAll(async () => {
    build = await writeCheckoutBuild({
      dist: { 'index.html': builtIndex },
      server: { 'first-screen.js': firstScreenModule, 'index.html': builtIndex },
    });
    test = await buildTestApp();
    await test.app.register(checkoutSiteRoutes, {
      site: { kind: 'built', distDir: build.distDir },
    });
    test.app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/app/setting-manager/')) settingsReads += 1;
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
  /** What the page's first screen was rendered from. */
  const renderedIn = (html: string) =>
    JSON.parse(/<div id="root">(.*?)(<img [^>]*>)?<\/div>/.exec(html)?.[1] ?? 'null') as unknown;

  it('renders the first screen in the page language with the brand and payment methods, its logo not hinted', async () => {
    settingsReads = 0;
    const response = await page(`/?tenant=demo&cartId=${cartId}&lang=en`, {
      'accept-encoding': 'br',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The page names the logo itself: the browser finds it as it reads the page, after the
    // first screen's fonts and stylesheet (a page sent as built is hinted: the test above).
    const html = decoded(response);
    expect(html).toContain(`<img src="${logoUrl}">`);
    expect(response.headers.link).toBeUndefined();
    expect(renderedIn(html)).toEqual({
      rendered: {
        language: 'en',
        isMobileApp: false,
        brand: { brandName: 'Demo Store', logoUrl },
        paymentMethods: ['mada', 'visa', 'cash', 'applepay', 'tamara', 'tabby', 'banktransfer'],
      },
      placement: { hiddenUntilConfirmed: false },
    });
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(settingsReads, 'settings read once for the page and its hint').toBe(1);
    // The page's inline loader is allowed by its hash, and nothing else is added.
    const loaderHash = createHash('sha256').update('startModules()').digest('base64');
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' https://provider.test 'sha256-${loaderHash}'`);
    // Under any page path of the app too (its own routes survive a reload).
    const deep = await page(`/checkout/step?tenant=demo&cartId=${cartId}`);
    expect(renderedIn(deep.body)).toMatchObject({ rendered: { language: 'ar' } });
  });

  it('renders a tenant without a logo with its brand name, and a mobile app’s page as such', async () => {
    const salon = await page(`/?tenant=salon&cartId=${cartId}&lang=en`);
    expect(renderedIn(salon.body)).toMatchObject({
      rendered: {
        brand: { brandName: 'Salon Noura', logoUrl: null },
        paymentMethods: ['cash', 'banktransfer'],
      },
    });
    expect(salon.headers.link).toBeUndefined();
    const app = await page(`/?tenant=demo&cartId=${cartId}&isMobileApp=true`);
    expect(renderedIn(app.body)).toMatchObject({ rendered: { isMobileApp: true } });
  });

  it.each([
    ['no tenant', `/?cartId=${cartId}`],
    ['no cart (the page shows an error)', '/?tenant=demo'],
    ['an unknown tenant', `/?tenant=nowhere&cartId=${cartId}`],
  ])('sends the page as built for %s', async (_case, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(builtIndex);
    expect(response.headers['content-security-policy']).not.toContain('sha256-');
  });

  it('sends the page as built under another host name, whose CSP would refuse the logo', async () => {
    settingsReads = 0;
    const response = await page(`/?tenant=demo&cartId=${cartId}`, {
      host: 'own-host.localhost:8080',
    });
    expect(response.body).toBe(builtIndex);
    expect(response.headers.link).toBeUndefined();
    expect(settingsReads, 'settings read once for the page and its hint').toBe(1);
  });
});
