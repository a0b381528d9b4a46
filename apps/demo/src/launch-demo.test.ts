import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cartSchema } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchDemo, type RunningDemo } from './launch-demo.ts';

describe('launchDemo (npm start)', () => {
  let dataDir: string;
  const noCheckout = {
    appDir: path.join(os.tmpdir(), 'no-checkout-app-here'),
    sharedSourceDirs: [],
  };
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-demo-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function start(): Promise<{ demo: RunningDemo; lines: string[] }> {
    const lines: string[] = [];
    const run = vi.fn(() => Promise.reject(new Error('nothing to build')));
    const demo = await launchDemo({
      env: { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
      checkout: noCheckout,
      run,
      log: (line) => lines.push(line),
    });
    expect(run).not.toHaveBeenCalled();
    return { demo, lines };
  }

  async function getCart(demo: RunningDemo, cartId: string) {
    const response = await fetch(`${demo.baseUrl}/api/app/cart/${cartId}`, {
      headers: { __tenant: 'demo', 'accept-language': 'en' },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it('creates and seeds the database, prints a ready demo cart, and keeps the data on restart', async () => {
    const first = await start();
    let firstCartId: string;
    try {
      const { demo, lines } = first;
      firstCartId = demo.cart.id;
      expect(demo.checkoutUrls).toEqual({
        ar: `${demo.baseUrl}/?tenant=demo&cartId=${firstCartId}&lang=ar`,
        en: `${demo.baseUrl}/?tenant=demo&cartId=${firstCartId}&lang=en`,
      });
      expect(lines).toContain(`  Checkout (Arabic):  ${demo.checkoutUrls.ar}`);
      expect(lines).toContain(`  Checkout (English): ${demo.checkoutUrls.en}`);
      expect(lines.join('\n')).toContain('  Demo customer:      0555000111 (tenant demo');
      expect(lines).toContain(
        `  Account:            ${demo.baseUrl}/login?tenant=demo&lang=ar (lang=en: English)`,
      );
      expect(lines.join('\n')).toContain('created, migrated and seeded');

      const cart = await getCart(demo, firstCartId);
      expect(cart.status).toBe(200);
      const parsed = cartSchema.parse(cart.body);
      expect(parsed.status).toBe('pending');
      expect(parsed.cartItems.length).toBeGreaterThan(0);
      expect(parsed.totalAmount).toBeGreaterThan(0);

      const page = await fetch(`${demo.baseUrl}/?tenant=demo&cartId=${firstCartId}&lang=ar`);
      expect(await page.text()).toContain('The checkout app is not built yet');
    } finally {
      await first.demo.close();
    }

    const second = await start();
    try {
      const { demo, lines } = second;
      expect(lines.join('\n')).toContain('existing data kept');
      expect(demo.cart.id).not.toBe(firstCartId);
      const kept = await getCart(demo, firstCartId);
      expect(kept.status).toBe(200);
      expect(cartSchema.parse(kept.body).cartItems.length).toBeGreaterThan(0);
    } finally {
      await second.demo.close();
    }
  }, 120_000);
});
