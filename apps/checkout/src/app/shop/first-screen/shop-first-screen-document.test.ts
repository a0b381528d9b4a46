// @vitest-environment jsdom
import type { PaymentAndTaxSettings, Product } from '@storefront/contracts';
import { testPrice, testProduct } from '@storefront/sdk/testing';
// Testing Library's `act` marks the environment as one that runs effects inside act().
import { act } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n.ts';
import arabicTexts from '../../../i18n/dictionary-ar.ts';
import englishTexts from '../../../i18n/dictionary-en.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { demoSettings } from '../../../testing/fake-sdk.ts';
import { sampleSeller } from '../../../testing/seller-details.ts';
import type { ShopScreenRuntime } from '../shop-screen.tsx';
import { renderShopFirstScreen, withShopFirstScreen } from './shop-first-screen-document.tsx';
import {
  hydratableShopFirstScreen,
  readRenderedShopFirstScreen,
  settleShopFirstScreen,
  type RenderedShopFirstScreen,
} from './shop-first-screen-props.ts';
import { ShopPageTree } from './shop-page-tree.tsx';
import { firstPaintLoader } from '../../shared/first-screen/first-paint-loader.ts';

const settings: PaymentAndTaxSettings = {
  ...demoSettings,
  logoUrl: 'http://127.0.0.1:8080/api/app/tenant-logo/x?v=1',
  seller: sampleSeller,
  riyalSign: true,
};
const products: Product[] = [
  testProduct({ id: 'massage', name: 'Massage Session', description: 'One hour' }),
  testProduct({
    id: 'coffee',
    name: 'Specialty Arabic Coffee',
    description: 'Cardamom',
    typeString: 'merchandise',
    imageUrl: 'http://127.0.0.1:8080/api/app/product-image/coffee?v=1',
    pricing: [testPrice('250g', 45), testPrice('500g', 85)],
  }),
];
const demo: RenderedShopFirstScreen = {
  language: 'ar',
  tenant: 'demo',
  isMobileApp: false,
  settings,
  products,
};
/** What a static host's build renders: no tenant, nothing known. */
const frame: RenderedShopFirstScreen = {
  language: 'ar',
  tenant: '',
  isMobileApp: false,
  settings: null,
  products: null,
};
const builtShop =
  '<!doctype html>\n<html lang="ar" dir="rtl"><head><title>Storefront</title></head><body><div id="root"></div><script type="module" crossorigin src="/assets/shop-1.js"></script></body></html>';

/** Puts `page` (a whole document's text) into jsdom's document. */
function load(page: string): HTMLElement {
  document.documentElement.innerHTML = page.replace(/^[\s\S]*?<html[^>]*>/, '');
  return document.getElementById('root') as HTMLElement;
}

// On the client the cart is still to come when the page hydrates.
const pending = new Promise<never>(() => undefined);

/** The client's runtime for `rendered`: its known data, and the same data on its way. */
function clientRuntime(rendered: RenderedShopFirstScreen, tenant = 'demo'): ShopScreenRuntime {
  return {
    params: {
      tenant,
      language: rendered.language,
      isMobileApp: rendered.isMobileApp,
      productId: null,
    },
    settings: rendered.settings ? Promise.resolve(rendered.settings) : pending,
    products: rendered.products ? Promise.resolve(rendered.products) : pending,
    product: null,
    cart: pending,
    known: { settings: rendered.settings, products: rendered.products },
  };
}

/** Hydrates `root` as the shop's client does, returning React's recoverable errors. */
async function hydrate(root: HTMLElement, rendered: RenderedShopFirstScreen, tenant = 'demo') {
  const before = [...root.querySelectorAll('*')];
  const errors: unknown[] = [];
  const { language } = rendered;
  const i18n = createI18n(language, language === 'ar' ? arabicTexts : englishTexts);
  await act(async () => {
    hydrateRoot(
      root,
      createElement(ShopPageTree, {
        i18n,
        queryClient: createQueryClient(),
        runtime: clientRuntime(rendered, tenant),
      }),
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  // The known data's own promises settle: the same list, drawn again into the same elements.
  await act(async () => {
    await Promise.resolve();
  });
  return { errors, before, after: [...root.querySelectorAll('*')] };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the shop’s product list rendered on the server (decision 0048)', () => {
  it.each<RenderedShopFirstScreen>([
    demo,
    { ...demo, language: 'en' },
    { ...demo, language: 'en', isMobileApp: true },
    { ...demo, settings: { ...settings, logoUrl: null, seller: null }, products: [] },
    frame,
  ])('hydrates as rendered, adopting every element (%#)', async (rendered) => {
    const root = load(withShopFirstScreen(builtShop, rendered, { hiddenUntilConfirmed: false }));
    const { errors, before, after } = await hydrate(root, rendered);
    expect(errors).toEqual([]);
    expect(before.length).toBeGreaterThan(5);
    expect(after).toHaveLength(before.length);
    expect(after.filter((node, index) => node !== before[index])).toEqual([]);
  });

  it('is told apart from a page of other props (a mismatch React reports)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = load(withShopFirstScreen(builtShop, demo, { hiddenUntilConfirmed: false }));
    const { errors } = await hydrate(root, { ...demo, language: 'en' });
    expect(errors.length).toBeGreaterThan(0);
  });

  it('shows the header, the sections and products with their links and prices, and the legal footer, in the page language', () => {
    const arabic = renderShopFirstScreen(demo);
    expect(arabic).toContain('alt="Demo Store"');
    expect(arabic).toContain('منتجاتنا');
    expect(arabic).toContain('الحجوزات');
    expect(arabic).toContain('href="/shop.html?tenant=demo&amp;lang=ar&amp;product=coffee"');
    expect(arabic).toContain(sampleSeller.legalNameAr);
    const english = renderShopFirstScreen({ ...demo, language: 'en' });
    for (const text of [
      'Our products',
      'Bookings',
      'Products',
      'Specialty Arabic Coffee',
      'From',
    ]) {
      expect(english).toContain(text);
    }
    expect(english).toContain(sampleSeller.legalNameEn);
    // The cart is the shopper's: "Cart", disabled, until the page has it.
    expect(english).toMatch(/<button type="button" disabled=""[^>]*>Cart<\/button>/);
    expect(renderShopFirstScreen({ ...demo, isMobileApp: true })).not.toContain('<header');
  });

  it('shows "Loading..." in the list where the products are not known', () => {
    const html = renderShopFirstScreen({ ...frame, language: 'en' });
    expect(html).toContain('Our products');
    expect(html).toMatch(/role="status"[^>]*>[\s\S]*Loading\.\.\./);
    expect(html).not.toContain('<img');
  });
});

describe('withShopFirstScreen', () => {
  it('puts the list in the root, its props after it, the language, direction and title on the page', () => {
    const page = withShopFirstScreen(
      builtShop,
      { ...demo, language: 'en' },
      { hiddenUntilConfirmed: false },
    );
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('<title>Shop</title>');
    expect(page).toContain(
      `<div id="root">${renderShopFirstScreen({ ...demo, language: 'en' })}</div>`,
    );
    // The page's module script starts from the inline loader after the first paint.
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain(
      `<script type="application/json" id="page-modules">["/assets/shop-1.js"]</script><script>${firstPaintLoader}</script></body>`,
    );
    load(page);
    expect(readRenderedShopFirstScreen(document)).toEqual({ ...demo, language: 'en' });
    expect(document.title).toBe('Shop');
  });

  it('preloads the fonts of the page language', () => {
    const preloads = (page: string) =>
      [
        ...page.matchAll(
          /<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g,
        ),
      ].map((match) => match[1]);
    const arabic = preloads(withShopFirstScreen(builtShop, demo, { hiddenUntilConfirmed: false }));
    expect(arabic.join()).toMatch(
      /noto-sans-arabic-core-400.*noto-sans-arabic-core-700.*latin-core-400.*latin-core-700/,
    );
    const english = preloads(
      withShopFirstScreen(builtShop, { ...demo, language: 'en' }, { hiddenUntilConfirmed: false }),
    );
    expect(english.join()).toMatch(/latin-core-400.*latin-core-700/);
    expect(english.join()).not.toContain('arabic-core');
  });

  it('hides a static host’s frame until the page confirms it, and preloads no font for it', () => {
    const page = withShopFirstScreen(builtShop, frame, { hiddenUntilConfirmed: true });
    expect(page).toContain('<div id="root" hidden>');
    expect(page).not.toContain('as="font"');
    // Its host's CSP knows no loader's hash: the page keeps its own module script.
    expect(page).toContain('<script type="module" crossorigin src="/assets/shop-1.js"></script>');
  });

  it('keeps names with `</script>`, `<b>` or `$&` as text', () => {
    const name = 'A</script><script>alert(1)</script><b>x</b> $& $1';
    const rendered: RenderedShopFirstScreen = {
      ...demo,
      settings: { ...settings, logoUrl: null, brandName: name },
      products: [{ ...products[0]!, name, description: name }],
    };
    const page = withShopFirstScreen(builtShop, rendered, { hiddenUntilConfirmed: false });
    // The props block's, the module list's and the loader's ends only: none from the names.
    expect(page.match(/<\/script>/g)).toHaveLength(3);
    expect(page).not.toContain('<b>');
    load(page);
    expect(readRenderedShopFirstScreen(document)).toEqual(rendered);
    expect(document.querySelector('header span')?.textContent).toBe(name);
    expect(document.querySelector('main h3 a')?.textContent).toBe(name);
  });

  it('leaves a page without an empty root, a title or an <html> tag as it is', () => {
    const filled = builtShop.replace('<div id="root"></div>', '<div id="root"><p>x</p></div>');
    const untitled = builtShop.replace('<title>Storefront</title>', '');
    for (const other of [filled, untitled]) {
      expect(withShopFirstScreen(other, demo, { hiddenUntilConfirmed: false })).toBe(other);
    }
  });
});

describe('the page’s first screen, read back by the shop', () => {
  const params = { tenant: 'demo', language: 'ar' as const, isMobileApp: false, productId: null };

  it('is hydratable for the page it was rendered for, and for no other', () => {
    const root = load(withShopFirstScreen(builtShop, demo, { hiddenUntilConfirmed: false }));
    expect(hydratableShopFirstScreen(document, root, params)).toEqual(demo);
    for (const other of [
      { ...params, language: 'en' as const },
      { ...params, isMobileApp: true },
      { ...params, tenant: 'salon' },
      { ...params, productId: 'coffee' },
    ]) {
      expect(hydratableShopFirstScreen(document, root, other)).toBeNull();
    }
  });

  it('is not read from a block that is not valid JSON or not of this shape', () => {
    const root = load(withShopFirstScreen(builtShop, demo, { hiddenUntilConfirmed: false }));
    const block = document.getElementById('shop-first-screen-props')!;
    for (const text of ['{', '{"language":"fr"}', JSON.stringify({ ...demo, products: [{}] })]) {
      block.textContent = text;
      expect(hydratableShopFirstScreen(document, root, params)).toBeNull();
    }
  });

  it('shows a static host’s frame for an Arabic list page of any tenant, which then hydrates', async () => {
    const root = load(withShopFirstScreen(builtShop, frame, { hiddenUntilConfirmed: true }));
    settleShopFirstScreen(document, root, { ...params, tenant: 'salon' });
    expect(root.hidden).toBe(false);
    expect(hydratableShopFirstScreen(document, root, { ...params, tenant: 'salon' })).toEqual(
      frame,
    );
    const { errors } = await hydrate(root, frame, 'salon');
    expect(errors).toEqual([]);
  });

  it.each([
    ['an English page', { ...params, language: 'en' as const }],
    ['a mobile app’s page', { ...params, isMobileApp: true }],
    ['a product’s page', { ...params, productId: 'coffee' }],
    ['a page without a tenant', null],
  ])('removes a static host’s frame from %s', (_case, page) => {
    const root = load(withShopFirstScreen(builtShop, frame, { hiddenUntilConfirmed: true }));
    settleShopFirstScreen(document, root, page);
    expect(root.hidden).toBe(false);
    expect(root.childElementCount).toBe(0);
    expect(document.getElementById('shop-first-screen-props')).toBeNull();
  });

  it('leaves a page rendered for it as it is', () => {
    const root = load(withShopFirstScreen(builtShop, demo, { hiddenUntilConfirmed: false }));
    const before = root.innerHTML;
    settleShopFirstScreen(document, root, { ...params, language: 'en' });
    expect(root.innerHTML).toBe(before);
  });
});
