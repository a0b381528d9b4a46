import { describe, expect, it } from 'vitest';
import { withPageShell } from './checkout-page-shell.ts';

const built =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>Checkout</title></head><body><div id="root"></div></body></html>';

describe('withPageShell', () => {
  it('puts the header with the logo in the root element, in the page language and direction', () => {
    const html = withPageShell(built, {
      language: 'en',
      brandName: 'Demo Store',
      logoUrl: 'http://shop.test/api/app/tenant-logo/1?v=2&x=3',
    });
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(
      '<div id="root"><div class="flex min-h-screen flex-col"><header class="border-b border-slate-200 bg-white"><div class="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"><img alt="Demo Store" fetchpriority="high" class="h-10 w-auto max-w-48 object-contain" src="http://shop.test/api/app/tenant-logo/1?v=2&amp;x=3"></div></header></div></div>',
    );
  });

  it('shows the brand name as text without a logo, escaped like any text', () => {
    const html = withPageShell(built, {
      language: 'ar',
      brandName: 'صالون <script>alert(1)</script> & "co"',
      logoUrl: null,
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(
      '<span class="text-xl font-bold text-slate-900">صالون &lt;script&gt;alert(1)&lt;/script&gt; &amp; "co"</span>',
    );
    expect(html).not.toContain('<script>alert');
  });

  it('escapes the brand name in the logo’s alternative text', () => {
    const html = withPageShell(built, {
      language: 'en',
      brandName: '"><script>alert(1)</script>',
      logoUrl: 'http://shop.test/logo.svg',
    });
    expect(html).toContain('alt="&quot;><script>alert(1)</script>"');
    expect(html.match(/<img [^>]*>/)?.[0]).toContain('alt="&quot;>');
  });

  it('leaves a page without an empty root element or an html tag as it is', () => {
    const brand = { language: 'en' as const, brandName: 'Demo', logoUrl: null };
    expect(withPageShell('<!doctype html><div id="root">x</div>', brand)).toBe(
      '<!doctype html><div id="root">x</div>',
    );
    expect(withPageShell('<div id="root"></div>', brand)).toBe('<div id="root"></div>');
  });
});
