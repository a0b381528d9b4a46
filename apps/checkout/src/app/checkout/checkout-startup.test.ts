// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import arabicRegularFont from '../../../.generated/fonts/noto-sans-arabic-core-400.woff2?url';

const logoUrl = 'https://cdn.test/logo.png';
const network = vi.fn((input: string, _init?: RequestInit) => {
  const body = input.includes('settings') ? { logoUrl } : {};
  return Promise.resolve(
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
  );
});

async function startAt(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  vi.resetModules();
  const { checkoutStartup } = await import('./checkout-startup.ts');
  return checkoutStartup;
}

beforeEach(() => {
  vi.stubGlobal('fetch', network);
  localStorage.setItem('access_token', 'TOKEN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  network.mockClear();
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('checkoutStartup', () => {
  it('starts the cart and settings requests, the texts and the Arabic font once per page', async () => {
    const checkoutStartup = await startAt('?tenant=demo&cartId=cart-1&lang=ar');
    const startup = checkoutStartup();
    expect(checkoutStartup()).toBe(startup);
    expect(network.mock.calls.map(([url]) => url)).toEqual([
      `${location.origin}/api/app/cart/cart-1`,
      `${location.origin}/api/app/setting-manager/payment-and-tax-settings`,
    ]);
    const headers = new Headers(network.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer TOKEN');
    expect(headers.get('__tenant')).toBe('demo');
    expect(headers.get('Accept-Language')).toBe('ar');
    // The font's preload waits for the first paint.
    expect(document.head.querySelector('link[as="font"]')).toBeNull();
    const font = await vi.waitFor(() => {
      const link = document.head.querySelector('link[rel="preload"][as="font"]');
      if (!link) throw new Error('no font preload yet');
      return link;
    });
    expect(font.getAttribute('crossorigin')).toBe('anonymous');
    expect(font.getAttribute('href')).toMatch(/noto-sans-arabic-core-400.*\.woff2/);
    expect((await startup.dictionary)['rules.paymentErrorTitle']).toBe('خطأ في الدفع');
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[as="image"]')?.getAttribute('href')).toBe(logoUrl),
    );
    // The app's SDK asking for the cart gets the answer already under way.
    await startup.fetch?.(`${location.origin}/api/app/cart/cart-1`, { headers });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('adds no preload for a logo or a font the page already has (a first screen from the server)', async () => {
    const checkoutStartup = await startAt('?tenant=demo&cartId=cart-1&lang=ar');
    document.head.innerHTML = `<link rel="preload" as="font" type="font/woff2" crossorigin href="${arabicRegularFont}">`;
    document.body.innerHTML = `<header><img src="${logoUrl}" alt="Demo Store"></header>`;
    const startup = checkoutStartup();
    await startup.dictionary;
    // Past the first paint (the font's turn) and the settings' answer (the logo's): the test
    // above sees both preloads added by then.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    expect(document.head.querySelectorAll('link[as="font"]')).toHaveLength(1);
    expect(document.head.querySelector('link[as="image"]')).toBeNull();
    document.body.innerHTML = '';
  });

  it('asks the API the page was served with (<meta name="storefront-api">)', async () => {
    document.head.innerHTML = '<meta name="storefront-api" content="https://api.example.com/">';
    (await startAt('?tenant=demo&cartId=cart-1&lang=en'))();
    expect(network.mock.calls.map(([url]) => url)).toEqual([
      'https://api.example.com/api/app/cart/cart-1',
      'https://api.example.com/api/app/setting-manager/payment-and-tax-settings',
    ]);
  });

  it('preloads no Arabic font for an English page, and requests nothing without a cart', async () => {
    const english = (await startAt('?tenant=demo&cartId=cart-1&lang=en'))();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(document.head.querySelector('link[as="font"]')).toBeNull();
    expect((await english.dictionary)['rules.paymentErrorTitle']).toBe('Payment Error');
    network.mockClear();
    const missing = (await startAt('?tenant=demo&lang=en'))();
    expect(missing.parsed.ok).toBe(false);
    expect(missing.fetch).toBeUndefined();
    expect(network).not.toHaveBeenCalled();
  });
});
