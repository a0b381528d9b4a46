// @vitest-environment jsdom
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n.ts';
import arabicTexts from '../../../i18n/dictionary-ar.ts';
import englishTexts from '../../../i18n/dictionary-en.ts';
import { LanguageProviders } from '../../../i18n/language-providers.tsx';
import { CheckoutFirstScreen } from './checkout-first-screen.tsx';
import { renderFirstScreen, withFirstScreen } from './first-screen-document.tsx';
import {
  hydratableFirstScreen,
  readRenderedFirstScreen,
  type RenderedFirstScreen,
} from './first-screen-props.ts';
import { arabicCoreRanges, latinCoreRanges } from '../../../../vite/core-font-ranges.ts';
import { firstPaintLoader } from '../../shared/first-screen/first-paint-loader.ts';
import { settleFirstScreen } from './settle-first-screen.ts';

const demo: RenderedFirstScreen = {
  language: 'ar',
  brand: { brandName: 'متجر العرض', logoUrl: 'http://127.0.0.1:8080/api/app/tenant-logo/x?v=1' },
  isMobileApp: false,
  paymentMethods: ['mada', 'visa', 'cash', 'applepay', 'tabby'],
};
const builtIndex =
  '<!doctype html>\n<html lang="ar" dir="rtl"><head><title>Checkout</title></head><body><div id="root"></div></body></html>';

/** Hydrates `html` with the first screen of `props`, returning React's recoverable errors. */
async function hydrate(html: string, { language, ...props }: RenderedFirstScreen) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.replaceChildren(container);
  const before = [...container.querySelectorAll('*')];
  const errors: unknown[] = [];
  const i18n = createI18n(language, language === 'ar' ? arabicTexts : englishTexts);
  await act(async () => {
    hydrateRoot(
      container,
      createElement(LanguageProviders, {
        i18n,
        children: createElement(CheckoutFirstScreen, props),
      }),
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { container, errors, before };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the first screen rendered on the server', () => {
  it.each<RenderedFirstScreen>([
    demo,
    { ...demo, language: 'en' },
    { language: 'ar', brand: null, isMobileApp: false, paymentMethods: null },
    {
      language: 'en',
      brand: { brandName: 'Salon', logoUrl: null },
      isMobileApp: true,
      paymentMethods: [],
    },
  ])('hydrates as rendered, without a mismatch (%j)', async (rendered) => {
    const { container, errors, before } = await hydrate(renderFirstScreen(rendered), rendered);
    expect(errors).toEqual([]);
    // React adopted the server's elements as they were: the same nodes, none added or replaced.
    const after = [...container.querySelectorAll('*')];
    expect(after).toHaveLength(before.length);
    expect(after.filter((node, index) => node !== before[index])).toEqual([]);
  });

  it('is told apart from a screen rendered with other props (a mismatch React reports)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { errors } = await hydrate(renderFirstScreen(demo), { ...demo, language: 'en' });
    expect(errors.length).toBeGreaterThan(0);
  });

  it('shows the page language’s headings, the brand, and the payment methods or "Initializing checkout..."', () => {
    const arabic = renderFirstScreen(demo);
    expect(arabic).toContain('بياناتك');
    expect(arabic).toContain('alt="متجر العرض"');
    expect(arabic).toContain('مدى وفيزا');
    const english = renderFirstScreen({ ...demo, language: 'en', paymentMethods: null });
    expect(english).toContain('Your details');
    expect(english).not.toContain('Credit card');
    // "Initializing checkout..." is announced, outside the inert part, whatever the server knew.
    for (const page of [arabic, english]) {
      document.body.innerHTML = page;
      const status = document.querySelector('[role="status"]');
      expect(status?.textContent).toMatch(
        /^ ?(Initializing checkout\.\.\.|جارٍ تهيئة صفحة الدفع\.\.\.)$/,
      );
      expect(status?.closest('[inert]')).toBeNull();
    }
    // Nothing in it can be used before the checkout is there; a mobile app's has no header.
    expect(english).toMatch(
      /<main aria-busy="true"[^>]*><h1 class="sr-only">[^<]+<\/h1><div inert=""/,
    );
    expect(renderFirstScreen({ ...demo, isMobileApp: true })).not.toContain('<header');
  });
});

describe('withFirstScreen', () => {
  it('puts the screen in the root, its props after it, the language and direction on <html>', () => {
    const page = withFirstScreen(
      builtIndex,
      { ...demo, language: 'en' },
      { hiddenUntilConfirmed: false },
    );
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain(
      `<div id="root">${renderFirstScreen({ ...demo, language: 'en' })}</div>`,
    );
    document.documentElement.innerHTML = page.replace(/^[\s\S]*?<html[^>]*>/, '');
    expect(readRenderedFirstScreen(document)).toEqual({ ...demo, language: 'en' });
  });

  it('preloads the fonts of the page language’s first screen', () => {
    const preloads = (page: string) =>
      [
        ...page.matchAll(
          /<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g,
        ),
      ].map((match) => match[1]);
    const arabic = preloads(withFirstScreen(builtIndex, demo, { hiddenUntilConfirmed: false }));
    expect(arabic).toHaveLength(4);
    expect(arabic.join()).toMatch(
      /noto-sans-arabic-core-400.*noto-sans-arabic-core-700.*latin-core-400.*latin-core-700/,
    );
    const english = preloads(
      withFirstScreen(builtIndex, { ...demo, language: 'en' }, { hiddenUntilConfirmed: false }),
    );
    expect(english.join()).toMatch(/latin-core-400.*latin-core-700/);
    expect(english.join()).not.toContain('arabic-core');
  });

  it.each(['ar', 'en'] as const)(
    'draws the %s first screen with the preloaded core fonts’ characters only',
    (language) => {
      // A character outside them would fetch @fontsource's whole file at layout, before the
      // first paint, and the preloads would not be the fonts the screen is drawn with.
      const container = document.createElement('div');
      container.innerHTML = renderFirstScreen({ ...demo, language });
      const inCore = (character: string) => {
        const codePoint = character.codePointAt(0) ?? 0;
        return [...arabicCoreRanges, ...latinCoreRanges].some(
          ([from, to]) => codePoint >= from && codePoint <= to,
        );
      };
      const text = `${container.textContent ?? ''}${[...container.querySelectorAll('[placeholder]')].map((input) => input.getAttribute('placeholder')).join('')}`;
      // The riyal sign has its own one-glyph face, inlined in the stylesheet.
      const outside = [...new Set(text.replace(/[\s\u20c1]/gu, ''))].filter(
        (character) => !inCore(character),
      );
      expect(outside).toEqual([]);
    },
  );

  it('starts the page’s modules from the inline loader after the first paint, not from the page', () => {
    const built = builtIndex.replace(
      '</head>',
      '<script type="module" async crossorigin src="/assets/startup-1.js"></script>\n' +
        '<script type="module" crossorigin src="/assets/index-2.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-3.js">\n</head>',
    );
    const page = withFirstScreen(built, demo, { hiddenUntilConfirmed: false });
    expect(page).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(page).toContain(
      '<script type="application/json" id="page-modules">["/assets/startup-1.js","/assets/shared-3.js","/assets/index-2.js"]</script>' +
        `<script>${firstPaintLoader}</script></body>`,
    );
    // A static host's page may need the app for its first paint (another language), and its
    // host's CSP knows no hash: its scripts stay the page's own.
    const staticPage = withFirstScreen(built, demo, { hiddenUntilConfirmed: true });
    expect(staticPage).toContain('<script type="module" crossorigin src="/assets/index-2.js">');
    expect(staticPage).not.toContain('page-modules');
  });

  it('hides a static host’s screen until the page confirms it, and preloads no font for it', () => {
    const page = withFirstScreen(builtIndex, demo, { hiddenUntilConfirmed: true });
    expect(page).toContain('<div id="root" hidden>');
    expect(page).not.toContain('as="font"');
  });

  it('keeps a brand name with `</script>` or `$&` as text', () => {
    const brandName = 'A</script><script>alert(1)</script> $& $1';
    const rendered = { ...demo, brand: { brandName, logoUrl: null } };
    const page = withFirstScreen(builtIndex, rendered, { hiddenUntilConfirmed: false });
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    document.documentElement.innerHTML = page.replace(/^[\s\S]*?<html[^>]*>/, '');
    expect(readRenderedFirstScreen(document)?.brand?.brandName).toBe(brandName);
    expect(document.querySelector('header span')?.textContent).toBe(brandName);
  });

  it('leaves a page without an empty root as it is', () => {
    const other = '<!doctype html><html><body><div id="root"><p>x</p></div></body></html>';
    expect(withFirstScreen(other, demo, { hiddenUntilConfirmed: false })).toBe(other);
  });
});

describe('a static host’s first screen', () => {
  function load(rendered: RenderedFirstScreen) {
    const page = withFirstScreen(builtIndex, rendered, { hiddenUntilConfirmed: true });
    document.documentElement.innerHTML = page.replace(/^[\s\S]*?<html[^>]*>/, '');
    return document.getElementById('root') as HTMLElement;
  }

  it('shows for the language and mode it was rendered for, and is then hydratable', () => {
    const root = load(demo);
    settleFirstScreen(document, 'ar', false);
    expect(root.hidden).toBe(false);
    expect(root.querySelector('main')).not.toBeNull();
    expect(hydratableFirstScreen(document, root, 'ar', false)).toEqual(demo);
  });

  it.each([
    ['an English page', 'en', false],
    ['a mobile app’s page', 'ar', true],
  ] as const)(
    'is removed on %s: no Arabic for a moment, nothing to hydrate',
    (_case, language, app) => {
      const root = load(demo);
      settleFirstScreen(document, language, app);
      expect(root.hidden).toBe(false);
      expect(root.childElementCount).toBe(0);
      expect(hydratableFirstScreen(document, root, language, app)).toBeNull();
    },
  );

  it('is not hydrated while still hidden, nor for another language', () => {
    const root = load(demo);
    expect(hydratableFirstScreen(document, root, 'ar', false)).toBeNull();
    root.hidden = false;
    expect(hydratableFirstScreen(document, root, 'en', false)).toBeNull();
  });
});
