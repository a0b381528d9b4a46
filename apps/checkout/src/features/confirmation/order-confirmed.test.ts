// @vitest-environment jsdom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page.ts';
import OrderConfirmed, { type OrderConfirmedProps } from './order-confirmed.tsx';

function statusOf(props: Partial<OrderConfirmedProps>, language: 'ar' | 'en' = 'en') {
  const { container, unmount } = renderPage(
    createElement(OrderConfirmed, { orderNumber: 'ORD-000042', continueUrl: '/', ...props }),
    { language },
  );
  const text = container.querySelector('[data-testid="order-status"]')?.textContent ?? null;
  unmount();
  return text;
}

describe('OrderConfirmed: what was paid and what is pending (docs/product/screens.md)', () => {
  it('says a cash order is payable on delivery, never "Paid"', () => {
    expect(statusOf({ status: 'payableOnDelivery' })).toBe(
      'Payable on delivery: you pay in cash when you receive your order.',
    );
    expect(statusOf({ status: 'payableOnDelivery' }, 'ar')).toBe(
      'يُدفع عند الاستلام: تدفع نقدًا عند استلام طلبك.',
    );
  });

  it('says a bank transfer awaits verification', () => {
    expect(statusOf({ status: 'pendingVerification' })).toBe(
      'Bank transfer awaiting verification: the store checks your transfer, then prepares your order.',
    );
    expect(statusOf({ status: 'pendingVerification' }, 'ar')).toBe(
      'تحويل بنكي بانتظار التحقق: يتحقق المتجر من تحويلك ثم يجهّز طلبك.',
    );
  });

  it('says an online payment is paid', () => {
    expect(statusOf({ status: 'paid' })).toBe('Paid: your payment has been received.');
  });

  it('says nothing of payment when the page did not place the order', () => {
    expect(statusOf({ status: null })).toBeNull();
  });
});
