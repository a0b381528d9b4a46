// @vitest-environment jsdom
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { tabbyPage } from '../tabby/tabby-hosted-page.ts';
import { tamaraPage } from '../tamara/tamara-hosted-page.ts';
import {
  renderInstalmentPage,
  splitIntoInstalments,
  type InstalmentPageView,
  type InstalmentProviderPage,
} from './instalment-page.ts';

/** Loads `html` as the test document, as a browser would show it. */
function show(html: string): void {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.documentElement.dir = parsed.documentElement.dir;
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
}

const buttonLabels = () =>
  [...document.querySelectorAll('form button')].map((button) => button.textContent);

// Each provider's page with what it says: the same page, in its own words, buttons and statuses.
const providers: {
  name: string;
  page: InstalmentProviderPage<string>;
  actionUrl: string;
  buttons: { en: string[]; ar: string[]; actions: string[] };
  arabicTitle: string;
  settled: { status: string; heading: string; message: string; arabicStatus: string };
}[] = [
  {
    name: 'tabby',
    page: tabbyPage,
    actionUrl: 'http://sandbox.test/tabby/pay/session-1',
    buttons: {
      en: ['Pay', 'Cancel', 'Decline'],
      ar: ['ادفع', 'إلغاء', 'رفض'],
      actions: ['pay', 'cancel', 'decline'],
    },
    arabicTitle: 'الدفع عبر تابي',
    settled: {
      status: 'REJECTED',
      heading: 'This payment is already settled',
      message: 'The payment was declined.',
      arabicStatus: 'AUTHORIZED',
    },
  },
  {
    name: 'tamara',
    page: tamaraPage,
    actionUrl: 'http://sandbox.test/tamara/checkout/order-1',
    buttons: {
      en: ['Approve', 'Decline', 'Cancel'],
      ar: ['موافقة', 'رفض', 'إلغاء'],
      actions: ['approve', 'decline', 'cancel'],
    },
    arabicTitle: 'الدفع عبر تمارا',
    settled: {
      status: 'canceled',
      heading: 'This order is already settled',
      message: 'The order was cancelled.',
      arabicStatus: 'approved',
    },
  },
];

describe.each(providers)("$name's hosted page", (provider) => {
  const view = (overrides: Partial<InstalmentPageView> = {}): InstalmentPageView => ({
    language: 'en',
    actionUrl: provider.actionUrl,
    amount: 115,
    currency: 'SAR',
    description: 'Order at Demo Store',
    items: [{ name: 'Massage', quantity: 2 }],
    merchantOrigins: ['http://shop.test'],
    settled: null,
    ...overrides,
  });
  const render = (overrides: Partial<InstalmentPageView> = {}) =>
    renderInstalmentPage(provider.page, view(overrides));

  it.each([
    ['en', null],
    ['ar', null],
    ['en', { status: provider.settled.status, returnUrl: 'http://shop.test/no?id=p' }],
    ['ar', { status: provider.settled.arabicStatus, returnUrl: 'http://shop.test/ok?id=p' }],
  ] as const)('passes axe-core (%s, settled: %o)', async (language, settled) => {
    show(render({ language, settled }).html);
    // jsdom cannot lay out colours; contrast is held by the fixed palette (dark on light).
    const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows the amount with 2 decimals and its 4 instalments', () => {
    show(render({ amount: 99.99 }).html);
    expect(document.querySelector('.total')?.textContent).toBe('Total: 99.99 SAR');
    expect([...document.querySelectorAll('ol li')].map((item) => item.textContent)).toEqual([
      'Today: 25.02 SAR',
      'In 1 month: 24.99 SAR',
      'In 2 months: 24.99 SAR',
      'In 3 months: 24.99 SAR',
    ]);
    show(render({ amount: 230 }).html);
    expect(document.querySelector('.total')?.textContent).toBe('Total: 230.00 SAR');
  });

  it(`offers ${provider.buttons.en.join(', ')} as buttons of a form posting to ${provider.name}`, () => {
    show(render().html);
    const form = document.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(provider.actionUrl);
    expect(buttonLabels()).toEqual(provider.buttons.en);
    expect(
      [...document.querySelectorAll('form button')].map((button) => [
        button.getAttribute('name'),
        button.getAttribute('value'),
      ]),
    ).toEqual(provider.buttons.actions.map((action) => ['action', action]));
    expect(document.querySelector<HTMLInputElement>('input[name="lang"]')?.value).toBe('en');
  });

  it('lists the items with their quantities', () => {
    show(render().html);
    expect(document.querySelector('ul li')?.textContent).toBe('Massage × 2');
    show(render({ items: [] }).html);
    expect(document.querySelector('ul')).toBeNull();
  });

  it('speaks Arabic right to left', () => {
    show(render({ language: 'ar' }).html);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.querySelector('h1')?.textContent).toBe(provider.arabicTitle);
    expect(buttonLabels()).toEqual(provider.buttons.ar);
    expect(document.querySelector<HTMLInputElement>('input[name="lang"]')?.value).toBe('ar');
  });

  it('says a settled payment is settled and links back, without buttons', () => {
    const returnUrl = 'http://shop.test/c?a=1&id=o';
    show(render({ settled: { status: provider.settled.status, returnUrl } }).html);
    expect(document.querySelector('h1')?.textContent).toBe(provider.settled.heading);
    expect(document.querySelector('main p')?.textContent).toBe(provider.settled.message);
    expect(document.querySelector('a')?.getAttribute('href')).toBe(returnUrl);
    expect(document.querySelector('button')).toBeNull();
  });

  it('names an unknown settled status as it is', () => {
    show(render({ settled: { status: 'ON_HOLD', returnUrl: 'http://shop.test/' } }).html);
    expect(document.querySelector('main p')?.textContent).toBe('ON_HOLD');
  });

  it('escapes every interpolated value', () => {
    const { html } = render({
      description: '<script>alert(1)</script>',
      items: [{ name: '"><img src=x onerror=alert(1)>', quantity: 1 }],
      currency: '<b>',
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    show(html);
    expect(document.querySelector('ul li')?.textContent).toBe('"><img src=x onerror=alert(1)> × 1');
  });

  it('allows its own stylesheet, its form and the merchant in its CSP, and nothing else', () => {
    const { html, csp } = render();
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; /);
    expect(csp).toContain("form-action 'self' http://sandbox.test http://shop.test");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html).toContain(`<style>${provider.page.style.text}</style>`);
  });
});

describe('the instalment pages', () => {
  it('draw each provider in its own colours, allowed by its own hash', () => {
    expect(tabbyPage.style.text).toContain('.pay{background:#3efdb1;color:#1a1a1a}');
    expect(tamaraPage.style.text).toContain(
      '.approve{background:#1b5e20;border-color:#1b5e20;color:#fff}',
    );
    expect(tabbyPage.style.hash).not.toBe(tamaraPage.style.hash);
  });

  it('split an amount into 4 instalments, the first taking the remaining halalas', () => {
    expect(splitIntoInstalments(100.01)).toEqual(['25.01', '25.00', '25.00', '25.00']);
    expect(splitIntoInstalments(100)).toEqual(['25.00', '25.00', '25.00', '25.00']);
    expect(splitIntoInstalments(0.03)).toEqual(['0.03', '0.00', '0.00', '0.00']);
  });
});
