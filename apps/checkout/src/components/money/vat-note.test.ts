// @vitest-environment jsdom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { testCart } from '../../testing/cart-fixtures.ts';
import { demoSettings, fakeSdk } from '../../testing/fake-sdk.ts';
import { renderPage } from '../../testing/render-page.ts';
import { OrderTotals } from '../cart/order-totals.tsx';
import { AmountSummary, widgetAmountLabels } from '../ui/amount-summary.tsx';

describe('the VAT notes of the price breakdown', () => {
  it.each([
    ['en', 'VAT 15% included'],
    ['ar', 'شامل ضريبة القيمة المضافة 15٪'],
  ] as const)('the order totals say the total includes VAT in %s', async (language, text) => {
    const page = renderPage(createElement(OrderTotals, { cart: testCart() }), { language });
    expect((await page.findByTestId('vat-included')).textContent).toBe(text);
    page.unmount();
  });

  it('says the tenant’s own rate', async () => {
    const fake = fakeSdk();
    fake.settings.paymentAndTax.mockResolvedValue({ ...demoSettings, taxPercentage: 5 });
    const page = renderPage(createElement(OrderTotals, { cart: testCart() }), { fake });
    expect((await page.findByTestId('vat-included')).textContent).toBe('VAT 5% included');
    page.unmount();
  });

  it('says nothing of VAT before the page knows the rate', () => {
    const fake = fakeSdk();
    fake.settings.paymentAndTax.mockReturnValue(new Promise(() => undefined));
    const page = renderPage(createElement(OrderTotals, { cart: testCart() }), { fake });
    expect(page.queryByTestId('vat-included')).toBeNull();
    page.unmount();
  });

  it.each([
    ['en', 'VAT 15% is added at checkout'],
    ['ar', 'تُضاف ضريبة القيمة المضافة 15٪ عند الدفع'],
  ] as const)(
    'a widget’s price, before tax, says VAT is added at checkout in %s',
    async (language, text) => {
      const page = renderPage(
        createElement(AmountSummary, {
          amount: {
            effectiveQuantity: 1,
            totalPrice: 100,
            totalAfterDiscount: 100,
            depositAmount: 0,
          },
          language,
          updating: false,
          failure: null,
          onRetry: () => undefined,
          labels: widgetAmountLabels((key) => key),
        }),
        { language },
      );
      expect((await page.findByTestId('vat-added-at-checkout')).textContent).toBe(text);
      page.unmount();
    },
  );
});
