// @vitest-environment jsdom
import { formatMoney, type OrderStatus, type ProductType } from '@storefront/contracts';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { paymentStanding } from '../../components/cart/payment-standing.ts';
import { renderPage } from '../../testing/render-page.ts';
import OrderConfirmed from './order-confirmed.tsx';

interface Placed {
  status: OrderStatus;
  totalAmount?: number;
  amountToBePaid?: number;
  types?: readonly ProductType[];
}

/** The status line and the deposit lines of the page for an order placed as `placed` says. */
function confirmationOf(placed: Placed | null, language: 'ar' | 'en' = 'en') {
  const standing =
    placed === null
      ? null
      : paymentStanding({
          status: placed.status,
          totalAmount: placed.totalAmount ?? 103.5,
          amountToBePaid: placed.amountToBePaid ?? placed.totalAmount ?? 103.5,
          items: (placed.types ?? ['merchandise']).map((type) => ({ type })),
        });
  const { container, unmount } = renderPage(
    createElement(OrderConfirmed, { orderNumber: 'ORD-000042', continueUrl: '/', standing }),
    { language },
  );
  const status = container.querySelector('[data-testid="order-status"]')?.textContent ?? null;
  const deposit = [...container.querySelectorAll('[data-testid="deposit-balance"] > div')].map(
    (row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent],
  );
  unmount();
  return { status, deposit };
}

const statusOf = (placed: Placed | null, language: 'ar' | 'en' = 'en') =>
  confirmationOf(placed, language).status;

describe('OrderConfirmed: what was paid and what is pending (docs/product/screens.md)', () => {
  it('says a cash order is payable on delivery, never "Paid"', () => {
    expect(statusOf({ status: 'payableOnDelivery' })).toBe(
      'Payable on delivery: you pay in cash when you receive your order.',
    );
    expect(statusOf({ status: 'payableOnDelivery' }, 'ar')).toBe(
      'يُدفع عند الاستلام: تدفع نقدًا عند استلام طلبك.',
    );
  });

  it('says a cash order of bookings alone is paid at the appointment (nothing is delivered)', () => {
    const booking = { status: 'payableOnDelivery', types: ['reservation'] } as const;
    expect(statusOf(booking)).toBe('Payable at your appointment: you pay in cash when you arrive.');
    expect(statusOf(booking, 'ar')).toBe('يُدفع في موعدك: تدفع نقدًا عند حضورك.');
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
    expect(statusOf({ status: 'paid' })).toEqual('Paid: your payment has been received.');
    expect(confirmationOf({ status: 'paid' }).deposit).toEqual([]);
  });

  it.each([
    [
      'en',
      'Deposit paid: your deposit has been received. The balance is due at your appointment.',
      [
        ['Deposit paid', 575],
        ['Balance due at your appointment', 1150],
      ],
    ],
    [
      'ar',
      'تم دفع العربون: استلمنا العربون، ويُدفع المبلغ المتبقي في موعدك.',
      [
        ['العربون المدفوع', 575],
        ['المبلغ المتبقي المستحق في موعدك', 1150],
      ],
    ],
  ] as const)(
    'says a deposit order paid online (%s) paid its deposit, with the balance still due',
    (language, status, deposit) => {
      const placed = {
        status: 'paid',
        totalAmount: 1725,
        amountToBePaid: 575,
        types: ['reservation'],
      } as const;
      const page = confirmationOf(placed, language);
      expect(page.status).toBe(status);
      expect(page.deposit).toEqual(
        deposit.map(([label, amount]) => [label, formatMoney(amount, language)]),
      );
    },
  );

  it('names the deposit to transfer and the balance of a deposit order paid by bank transfer', () => {
    const page = confirmationOf({
      status: 'pendingVerification',
      totalAmount: 1725,
      amountToBePaid: 575,
      types: ['reservation'],
    });
    expect(page.deposit.map(([label]) => label)).toEqual([
      'Deposit to transfer',
      'Balance due at your appointment',
    ]);
  });

  it('says nothing of payment when the page did not place the order', () => {
    expect(statusOf(null)).toBeNull();
  });
});

describe('OrderConfirmed: the tax invoice', () => {
  it('shows the tax invoice the app brings, after the summary', () => {
    const { getByText, unmount } = renderPage(
      createElement(OrderConfirmed, {
        orderNumber: 'ORD-000042',
        continueUrl: '/',
        summary: createElement('p', null, 'Summary'),
        taxInvoice: createElement('p', null, 'Tax invoice'),
      }),
    );
    const summary = getByText('Summary');
    const invoice = getByText('Tax invoice');
    expect(
      summary.compareDocumentPosition(invoice) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    unmount();
  });
});
