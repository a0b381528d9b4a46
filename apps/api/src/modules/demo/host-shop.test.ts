import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../testing/free-port.ts';
import { repoRoot } from './launch-demo.ts';
import { startHostShop, type HostShop } from './host-shop.ts';

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
      expect(html).toContain('data-storefront-cart');
      expect(html).toContain('data-storefront-product=');
    },
  );

  it('serves its own style sheet and script as they are', async () => {
    const css = await fetch(`${shop.url}/host-shop.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    const script = await fetch(`${shop.url}/host-shop.js`);
    expect(await script.text()).toContain("addEventListener('storefront:cartcompleted'");
  });
});
