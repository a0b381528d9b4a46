// @vitest-environment jsdom
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderTabbyPage, type TabbyPageView } from './tabby-hosted-page.ts';

function view(overrides: Partial<TabbyPageView> = {}): TabbyPageView {
  return {
    language: 'en',
    actionUrl: 'http://sandbox.test/tabby/pay/session-1',
    amount: '115.00',
    currency: 'SAR',
    description: 'Order at Demo Store',
    items: [{ title: 'Haircut', quantity: 1 }],
    merchantOrigins: ['http://shop.test'],
    settled: null,
    ...overrides,
  };
}

/** Loads `html` as the test document, as a browser would show it. */
function show(html: string): void {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.documentElement.dir = parsed.documentElement.dir;
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
}

describe("tabby's hosted page", () => {
  it.each([
    ['en', null],
    ['ar', null],
    ['en', { status: 'AUTHORIZED', returnUrl: 'http://shop.test/ok?payment_id=p' }],
    ['ar', { status: 'REJECTED', returnUrl: 'http://shop.test/no?payment_id=p' }],
  ] as const)('passes axe-core (%s, settled: %o)', async (language, settled) => {
    show(renderTabbyPage(view({ language, settled })).html);
    // jsdom cannot lay out colours; contrast is held by the fixed palette (dark on light).
    const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows the amount and its 4 instalments, the first taking the remaining halalas', () => {
    show(renderTabbyPage(view({ amount: '100.01' })).html);
    expect(document.querySelector('.total')?.textContent).toBe('Total: 100.01 SAR');
    expect([...document.querySelectorAll('ol li')].map((item) => item.textContent)).toEqual([
      'Today: 25.01 SAR',
      'In 1 month: 25.00 SAR',
      'In 2 months: 25.00 SAR',
      'In 3 months: 25.00 SAR',
    ]);
  });

  it('offers "Pay", "Cancel" and "Decline" as buttons of a form posting to tabby', () => {
    show(renderTabbyPage(view()).html);
    const form = document.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('http://sandbox.test/tabby/pay/session-1');
    expect([...document.querySelectorAll('form button')].map((b) => b.textContent)).toEqual([
      'Pay',
      'Cancel',
      'Decline',
    ]);
  });

  it('speaks Arabic right to left', () => {
    show(renderTabbyPage(view({ language: 'ar' })).html);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.querySelector('h1')?.textContent).toBe('الدفع عبر تابي');
    expect([...document.querySelectorAll('form button')].map((b) => b.textContent)).toEqual([
      'ادفع',
      'إلغاء',
      'رفض',
    ]);
  });

  it('escapes every interpolated value', () => {
    const { html } = renderTabbyPage(
      view({
        description: '<script>alert(1)</script>',
        items: [{ title: '"><img src=x onerror=alert(1)>', quantity: 1 }],
        currency: '<b>',
      }),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    show(html);
    expect(document.querySelector('ul li')?.textContent).toBe('"><img src=x onerror=alert(1)> × 1');
  });

  it('allows its own stylesheet, its form and the merchant in its CSP, and nothing else', () => {
    const { csp } = renderTabbyPage(view());
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; /);
    expect(csp).toContain("form-action 'self' http://sandbox.test http://shop.test");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
