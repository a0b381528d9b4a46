import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../testing/free-port.ts';
import { repoRoot } from './launch-demo.ts';
import { fillPage, startHostShop, type HostShop } from './host-shop.ts';

describe('the example host shop', () => {
  let outDir: string;
  let shop: HostShop;
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'host-shop-'));
    const port = await freePort('127.0.0.1');
    shop = await startHostShop({
      templateDir: path.join(repoRoot, 'examples', 'host-shop'),
      outDir,
      storefrontOrigin: 'http://storefront.test:8080',
      host: '127.0.0.1',
      port,
      url: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await shop.app.close();
    await rm(outDir, { recursive: true, force: true });
  });

  it.each([
    ['/', 'ar', 'rtl'],
    ['/en.html', 'en', 'ltr'],
  ])(
    'serves %s, loading the snippet from the storefront, in its language',
    async (page, lang, dir) => {
      const response = await fetch(`${shop.url}${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
      expect(html).toMatch(/src="http:\/\/storefront\.test:8080\/embed\.js"\s+data-tenant="demo"/);
      expect(html).toContain(`data-lang="${lang}"`);
      expect(html).not.toContain('__STOREFRONT_ORIGIN__');
      expect(html).not.toMatch(/\{\{|\}\}/);
      expect(html).toContain('data-storefront-cart');
      expect(html).toContain('data-storefront-product=');
    },
  );

  it.each([
    ['/', 'احجز جلستك واطلب قهوتك', 'href="en.html" hreflang="en" lang="en">English</a>'],
    [
      '/en.html',
      'Book a session, order your coffee',
      'href="./" hreflang="ar" lang="ar">العربية</a>',
    ],
  ])('writes %s in its own words, linking to the other language', async (page, heading, link) => {
    const html = await (await fetch(`${shop.url}${page}`)).text();
    expect(html).toContain(`<h1 id="page-heading">${heading}</h1>`);
    expect(html).toContain(link);
  });

  it('serves neither its page template nor its texts as pages', async () => {
    expect((await fetch(`${shop.url}/page.template.html`)).status).toBe(404);
    expect((await fetch(`${shop.url}/pages.json`)).status).toBe(404);
  });

  it('serves its own style sheet and script as they are', async () => {
    const css = await fetch(`${shop.url}/host-shop.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    const script = await fetch(`${shop.url}/host-shop.js`);
    expect(await script.text()).toContain("addEventListener('storefront:itemsadded'");
  });
});

describe('a host shop page', () => {
  it('is its template with each named text in place, as written', () => {
    expect(fillPage('<p title="{{a}}">{{b}} {{a}}</p>', { a: 'x', b: '<b>y</b>' })).toBe(
      '<p title="x"><b>y</b> x</p>',
    );
  });

  it('is not written with a name it has no text for', () => {
    expect(() => fillPage('<h1>{{heading}}</h1>', {})).toThrow(
      'The host shop page has no text for {{heading}}',
    );
  });
});
