// @vitest-environment jsdom
import type { Product } from '@storefront/contracts';
// Testing Library's `act` (it tells React this is a test environment, for the updates after hydration).
import { act } from '@testing-library/react';
import { createElement, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n.ts';
import arabicTexts from '../../../i18n/dictionary-ar.ts';
import englishTexts from '../../../i18n/dictionary-en.ts';
import { LanguageProviders } from '../../../i18n/language-providers.tsx';
import { firstPaintLoader } from '../../shared/first-screen/first-paint-loader.ts';
import { WidgetMain } from '../widget-article.tsx';
import type { WidgetRuntime } from '../widget-runtime.ts';
import { WidgetScreen } from '../widget-screen.tsx';
import { renderWidgetFirstScreen, withWidgetFirstScreen } from './widget-first-screen-document.tsx';
import {
  hydratableWidgetFirstScreen,
  type RenderedWidgetFirstScreen,
} from './widget-first-screen-props.ts';

const massage: RenderedWidgetFirstScreen = {
  language: 'ar',
  productId: 'p-5',
  product: {
    name: 'جلسة مساج',
    description: 'جلسة مساج استرخائية لمدة ساعة.',
    imageUrl: 'http://127.0.0.1:8080/api/app/product-image/p-5?v=1',
  },
};
const builtWidget =
  '<!doctype html>\n<html lang="ar" dir="rtl"><head><title>Storefront</title>' +
  '<script type="module" crossorigin src="/assets/widget-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** A widget page's runtime whose requests are still under way; `settle` answers the product and clock. */
function pendingRuntime() {
  let answerProduct: (product: Product) => void = () => undefined;
  let answerTimeZone: (zone: string) => void = () => undefined;
  const product = new Promise<Product>((resolve) => {
    answerProduct = resolve;
  });
  const timeZone = new Promise<string>((resolve) => {
    answerTimeZone = resolve;
  });
  const runtime = {
    product,
    timeZone,
    savedLocations: new Promise(() => undefined),
    settings: new Promise(() => undefined),
  } as unknown as WidgetRuntime;
  return { runtime, answerProduct, answerTimeZone };
}

/**
 * Hydrates `html` as the widget page does (`startWidget`: the page in `hydrateStorefrontPage`'s
 * providers, `WidgetScreen` given the screen's header), returning React's recoverable errors and
 * the elements before hydration.
 */
async function hydrate(html: string, rendered: RenderedWidgetFirstScreen, runtime: WidgetRuntime) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.replaceChildren(container);
  const before = [...container.querySelectorAll('*')];
  const errors: unknown[] = [];
  const { language } = rendered;
  const i18n = createI18n(language, language === 'ar' ? arabicTexts : englishTexts);
  await act(async () => {
    hydrateRoot(
      container,
      createElement(
        StrictMode,
        null,
        createElement(LanguageProviders, {
          i18n,
          children: createElement(WidgetMain, {
            children: createElement(WidgetScreen, {
              runtime,
              language,
              firstScreen: rendered.product,
            }),
          }),
        }),
      ),
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { container, errors, before };
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the widget page’s first screen rendered on the server', () => {
  it.each<RenderedWidgetFirstScreen>([
    massage,
    { ...massage, language: 'en', product: { ...massage.product, name: 'Massage' } },
    { ...massage, product: { ...massage.product, imageUrl: null } },
  ])(
    'is what the page’s first render draws: hydrated without a mismatch (%j)',
    async (rendered) => {
      const { runtime } = pendingRuntime();
      const html = renderWidgetFirstScreen(rendered);
      const { container, errors, before } = await hydrate(html, rendered, runtime);
      expect(errors).toEqual([]);
      // React adopted the server's elements as they were: the same nodes, none added or replaced.
      const after = [...container.querySelectorAll('*')];
      expect(after).toHaveLength(before.length);
      expect(after.filter((node, index) => node !== before[index])).toEqual([]);
    },
  );

  it('keeps its header’s elements when the product arrives (the largest paint is drawn once)', async () => {
    const { runtime, answerProduct } = pendingRuntime();
    const { container } = await hydrate(renderWidgetFirstScreen(massage), massage, runtime);
    const description = container.querySelector('header p');
    const image = container.querySelector('header img');
    await act(async () => {
      answerProduct({
        id: massage.productId,
        ...massage.product,
        description: 'وصف أحدث.',
        customFields: [],
      } as unknown as Product);
      await Promise.resolve();
    });
    expect(container.querySelector('header p')).toBe(description);
    expect(container.querySelector('header img')).toBe(image);
    expect(description?.textContent).toBe('وصف أحدث.');
    // The clock is still to come: "Loading..." stays under the header.
    expect(container.querySelector('[role="status"]')).not.toBeNull();
  });

  it('is told apart from a screen rendered in another language (a mismatch React reports)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { runtime } = pendingRuntime();
    const { errors } = await hydrate(
      renderWidgetFirstScreen(massage),
      { ...massage, language: 'en' },
      runtime,
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('shows the product’s header and "Loading..." in the page language', () => {
    const arabic = renderWidgetFirstScreen(massage);
    expect(arabic).toContain('<h1 class="text-xl font-bold text-slate-900">جلسة مساج</h1>');
    expect(arabic).toContain(`src="${massage.product.imageUrl}"`);
    expect(arabic).toContain('جارٍ التحميل');
    const english = renderWidgetFirstScreen({ ...massage, language: 'en' });
    expect(english).toContain('Loading...');
    // React hoists a preload of the picture before the screen; the screen itself is the page's main.
    expect(english).toMatch(
      /^(<link rel="preload" as="image"[^>]*>)?<main class="flow-root"><article/,
    );
    expect(
      renderWidgetFirstScreen({ ...massage, product: { ...massage.product, imageUrl: null } }),
    ).toMatch(/^<main class="flow-root"><article/);
  });
});

describe('withWidgetFirstScreen', () => {
  it('puts the screen in the root, its props after it, the language, direction and title in the head', () => {
    const rendered = { ...massage, language: 'en' as const };
    const page = withWidgetFirstScreen(builtWidget, rendered);
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('<title>Book and buy</title>');
    expect(page).toContain(`<div id="root">${renderWidgetFirstScreen(rendered)}</div>`);
    // The page's entry is started by the inline loader once the first screen has painted.
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain(
      `<script type="application/json" id="page-modules">["/assets/widget-1.js"]</script><script>${firstPaintLoader}</script></body>`,
    );
    document.documentElement.innerHTML = page.replace(/^[\s\S]*?<html[^>]*>/, '');
    const root = document.getElementById('root') as HTMLElement;
    expect(
      hydratableWidgetFirstScreen(document, root, { language: 'en', productId: 'p-5' }),
    ).toEqual(rendered);
    expect(withWidgetFirstScreen(builtWidget, massage)).toContain('<title>احجز واشترِ</title>');
  });

  it('preloads the fonts of the page language’s first screen', () => {
    const preloads = (page: string) =>
      [
        ...page.matchAll(
          /<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g,
        ),
      ].map((match) => match[1]);
    const arabic = preloads(withWidgetFirstScreen(builtWidget, massage));
    expect(arabic.join()).toMatch(
      /noto-sans-arabic-core-400.*noto-sans-arabic-core-700.*latin-core-400.*latin-core-700/,
    );
    const english = preloads(withWidgetFirstScreen(builtWidget, { ...massage, language: 'en' }));
    expect(english.join()).toMatch(/latin-core-400.*latin-core-700/);
    expect(english.join()).not.toContain('arabic-core');
  });

  it('keeps a product name with `</script>`, markup or `$&` as text', () => {
    const name = 'A</script><script>alert(1)</script> <b>x</b> $& $1';
    const rendered = { ...massage, product: { ...massage.product, name } };
    const page = withWidgetFirstScreen(builtWidget, rendered);
    // The props block, the module list and the loader: the name ends none of them.
    expect(page.match(/<\/script>/g)).toHaveLength(3);
    expect(page).not.toContain('<b>');
    document.documentElement.innerHTML = page.replace(/^[\s\S]*?<html[^>]*>/, '');
    const root = document.getElementById('root') as HTMLElement;
    expect(root.querySelector('h1')?.textContent).toBe(name);
    expect(
      hydratableWidgetFirstScreen(document, root, { language: 'ar', productId: 'p-5' })?.product
        .name,
    ).toBe(name);
  });

  it('leaves a page without an empty root as it is', () => {
    const other = '<!doctype html><html><body><div id="root"><p>x</p></div></body></html>';
    expect(withWidgetFirstScreen(other, massage)).toBe(other);
  });
});

describe('hydratableWidgetFirstScreen', () => {
  function load(page: string) {
    document.documentElement.innerHTML = page.replace(/^[\s\S]*?<html[^>]*>/, '');
    return document.getElementById('root') as HTMLElement;
  }

  it('is null for another language or product, a hidden or empty root, or an unreadable block', () => {
    const page = withWidgetFirstScreen(builtWidget, massage);
    const asked = { language: 'ar' as const, productId: 'p-5' };
    expect(hydratableWidgetFirstScreen(document, load(page), asked)).toEqual(massage);
    expect(
      hydratableWidgetFirstScreen(document, load(page), { ...asked, language: 'en' }),
    ).toBeNull();
    expect(
      hydratableWidgetFirstScreen(document, load(page), { ...asked, productId: 'p-6' }),
    ).toBeNull();
    const hidden = load(page);
    hidden.hidden = true;
    expect(hydratableWidgetFirstScreen(document, hidden, asked)).toBeNull();
    expect(hydratableWidgetFirstScreen(document, load(builtWidget), asked)).toBeNull();
    const broken = page.replace(/("productId":)"p-5"/, '$1 5');
    expect(hydratableWidgetFirstScreen(document, load(broken), asked)).toBeNull();
    const notJson = page.replace(/(id="widget-first-screen-props">)\{/, '$1{{');
    expect(hydratableWidgetFirstScreen(document, load(notJson), asked)).toBeNull();
  });
});
