// @vitest-environment jsdom
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderTamaraPage, type TamaraPageView } from './tamara-hosted-page.ts';

function view(overrides: Partial<TamaraPageView> = {}): TamaraPageView {
  return {
    language: 'en',
    actionUrl: 'http://sandbox.test/tamara/checkout/order-1',
    amount: 230,
    currency: 'SAR',
    description: 'Order at Demo Store',
    items: [{ name: 'Massage', quantity: 2 }],
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

describe("tamara's hosted checkout page", () => {
  it.each([
    ['en', null],
    ['ar', null],
    ['en', { status: 'declined', returnUrl: 'http://shop.test/no?orderId=o' }],
    ['ar', { status: 'approved', returnUrl: 'http://shop.test/ok?orderId=o' }],
  ] as const)('passes axe-core (%s, settled: %o)', async (language, settled) => {
    show(renderTamaraPage(view({ language, settled })).html);
    // jsdom cannot lay out colours; contrast is held by the fixed palette (dark on light).
    const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows the amount and its 4 payments', () => {
    show(renderTamaraPage(view({ amount: 99.99 })).html);
    expect(document.querySelector('.total')?.textContent).toBe('Total: 99.99 SAR');
    expect([...document.querySelectorAll('ol li')].map((item) => item.textContent)).toEqual([
      'Today: 25.02 SAR',
      'In 1 month: 24.99 SAR',
      'In 2 months: 24.99 SAR',
      'In 3 months: 24.99 SAR',
    ]);
  });

  it('offers "Approve", "Decline" and "Cancel" as buttons of a form posting to tamara', () => {
    show(renderTamaraPage(view()).html);
    const form = document.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('http://sandbox.test/tamara/checkout/order-1');
    expect([...document.querySelectorAll('form button')].map((b) => b.textContent)).toEqual([
      'Approve',
      'Decline',
      'Cancel',
    ]);
  });

  it('speaks Arabic right to left', () => {
    show(renderTamaraPage(view({ language: 'ar' })).html);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.querySelector('h1')?.textContent).toBe('الدفع عبر تمارا');
  });

  it('says a settled order is settled and links back, without buttons', () => {
    show(
      renderTamaraPage(
        view({ settled: { status: 'canceled', returnUrl: 'http://shop.test/c?a=1&orderId=o' } }),
      ).html,
    );
    expect(document.querySelector('h1')?.textContent).toBe('This order is already settled');
    expect(document.querySelector('main p')?.textContent).toBe('The order was cancelled.');
    expect(document.querySelector('a')?.getAttribute('href')).toBe(
      'http://shop.test/c?a=1&orderId=o',
    );
    expect(document.querySelector('button')).toBeNull();
  });

  it('escapes every interpolated value', () => {
    const { html } = renderTamaraPage(
      view({
        description: '<script>alert(1)</script>',
        items: [{ name: '"><img src=x onerror=alert(1)>', quantity: 1 }],
      }),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('allows its own stylesheet, its form and the merchant in its CSP, and nothing else', () => {
    const { csp } = renderTamaraPage(view());
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; /);
    expect(csp).toContain("form-action 'self' http://sandbox.test http://shop.test");
  });
});
