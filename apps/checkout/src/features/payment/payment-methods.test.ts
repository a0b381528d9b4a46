// @vitest-environment jsdom
import { createElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page.ts';
import { PaymentMethods } from './payment-methods.tsx';
import {
  paymentOptionsFor,
  submittedMethod,
  type PaymentChoice,
  type PaymentContext,
} from './payment-options.ts';
import type { PaymentMethod } from '@storefront/contracts';

function Harness({
  methods,
  context,
  onChange = () => undefined,
  error,
}: {
  methods: PaymentMethod[];
  context?: PaymentContext;
  onChange?: (choice: PaymentChoice | '') => void;
  error?: string;
}) {
  const [value, setValue] = useState<PaymentChoice | ''>('');
  return createElement(PaymentMethods, {
    options: paymentOptionsFor(methods, context),
    choice: {
      name: 'paymentChoice',
      value,
      onChange: (next) => {
        setValue(next);
        onChange(next);
      },
      onBlur: () => undefined,
      error,
    },
  });
}

const all: PaymentMethod[] = [
  'mada',
  'visa',
  'cash',
  'applepay',
  'tamara',
  'tabby',
  'banktransfer',
];

describe('PaymentMethods (docs/product/overview.md and screens.md)', () => {
  it('lists the tenant’s methods with the spec’s texts', () => {
    const { getByRole, getByText } = renderPage(createElement(Harness, { methods: all }));
    for (const name of [
      'Credit card',
      'Apple Pay',
      'Bank transfer',
      'tamara',
      'Pay later with Tabby',
      'Cash on delivery',
    ]) {
      expect(getByRole('radio', { name })).toBeTruthy();
    }
    expect(getByText('Split into 4 payments, no interest')).toBeTruthy();
    // tabby as its merchant guide names it (docs/decisions/0045).
    expect(getByText('Use any card')).toBeTruthy();
    expect(getByText('Pay when the order is delivered')).toBeTruthy();
    expect(getByText('Pay later')).toBeTruthy();
    expect(getByRole('radiogroup', { name: 'Payment method' })).toBeTruthy();
  });

  it('offers card and tamara; Apple Pay without the browser’s support is disabled with its note', async () => {
    const onChange = vi.fn();
    const { getByRole, getByText, user } = renderPage(
      createElement(Harness, { methods: all, onChange }),
    );
    for (const name of ['Credit card', 'tamara', 'Cash on delivery', 'Bank transfer']) {
      expect(getByRole('radio', { name }).hasAttribute('disabled')).toBe(false);
    }
    const applePay = getByRole('radio', { name: 'Apple Pay' });
    expect(applePay.hasAttribute('disabled')).toBe(true);
    const note = document.getElementById(
      (applePay.getAttribute('aria-describedby') ?? '').split(' ')[1] ?? '',
    );
    expect(note?.textContent).toBe('Apple Pay is not available on this device.');
    expect(getByText('Apple Pay is not available on this device.')).toBeTruthy();
    await user.click(applePay);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(getByRole('radio', { name: 'Credit card' }));
    expect(onChange).toHaveBeenCalledWith('card');
    expect((getByRole('radio', { name: 'Credit card' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers Apple Pay where the browser supports it', () => {
    const { getByRole } = renderPage(
      createElement(Harness, {
        methods: all,
        context: { applePay: true, tabby: { state: 'eligible' } },
      }),
    );
    expect(getByRole('radio', { name: 'Apple Pay' }).hasAttribute('disabled')).toBe(false);
    expect(getByRole('radio', { name: 'Pay later with Tabby' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('holds tabby back until the shopper is verified, and while it is checked', () => {
    const first = renderPage(createElement(Harness, { methods: ['tabby'] }));
    expect(
      first.getByRole('radio', { name: 'Pay later with Tabby' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(
      first.getByText('Verify your mobile number to check whether tabby is available for you'),
    ).toBeTruthy();
    first.unmount();
    const checking = renderPage(
      createElement(Harness, {
        methods: ['tabby'],
        context: { applePay: false, tabby: { state: 'checking' } },
      }),
    );
    expect(checking.getByRole('status').textContent).toBe(
      'Checking whether tabby is available for you...',
    );
  });

  it.each([
    [
      'order_amount_too_high',
      'This purchase is above your current spending limit with Tabby, try a smaller cart or use another payment method',
    ],
    [
      'order_amount_too_low',
      'The purchase amount is below the minimum amount required to use Tabby, try adding more items or use another payment method',
    ],
    [
      'not_available',
      'Sorry, Tabby is unable to approve this purchase. Please use an alternative payment method for your order.',
    ],
    // A reason tabby's guide has no message for gets its general rejection.
    [
      'some_new_reason',
      'Sorry, Tabby is unable to approve this purchase. Please use an alternative payment method for your order.',
    ],
    [
      null,
      'Sorry, Tabby is unable to approve this purchase. Please use an alternative payment method for your order.',
    ],
  ])('disables tabby rejected for %s, with tabby’s own message', (reason, message) => {
    const { getByRole } = renderPage(
      createElement(Harness, {
        methods: ['tabby'],
        context: { applePay: false, tabby: { state: 'ineligible', reason } },
      }),
    );
    const radio = getByRole('radio', { name: 'Pay later with Tabby' });
    expect(radio.hasAttribute('disabled')).toBe(true);
    const note = document.getElementById(
      (radio.getAttribute('aria-describedby') ?? '').split(' ')[1] ?? '',
    );
    expect(note?.textContent).toBe(message);
  });

  it.each([
    [
      'order_amount_too_high',
      'قيمة الطلب تفوق الحد الأقصى المسموح به حاليًا مع تابي. يُرجى تخفيض قيمة السلة أو استخدام وسيلة دفع أخرى.',
    ],
    [
      'order_amount_too_low',
      'قيمة الطلب أقل من الحد الأدنى المطلوب لاستخدام خدمة تابي. يُرجى زيادة قيمة الطلب أو استخدام وسيلة دفع أخرى.',
    ],
    [
      'not_available',
      'نأسف، تابي غير قادرة على الموافقة على هذه العملية. الرجاء استخدام طريقة دفع أخرى.',
    ],
  ])(
    'in Arabic: names tabby “ادفع لاحقًا عبر تابي” and words a %s rejection as tabby does',
    (reason, message) => {
      const { getByRole, getByText } = renderPage(
        createElement(Harness, {
          methods: ['tabby'],
          context: { applePay: false, tabby: { state: 'ineligible', reason } },
        }),
        { language: 'ar' },
      );
      expect(getByRole('radio', { name: 'ادفع لاحقًا عبر تابي' }).hasAttribute('disabled')).toBe(
        true,
      );
      expect(getByText('استخدم أي بطاقة')).toBeTruthy();
      expect(getByText(message)).toBeTruthy();
    },
  );

  it('lists only what the tenant offers', () => {
    const { queryByRole } = renderPage(
      createElement(Harness, { methods: ['cash', 'banktransfer'] }),
    );
    expect(queryByRole('radio', { name: 'Bank transfer' })).toBeTruthy();
    expect(queryByRole('radio', { name: 'Credit card' })).toBeNull();
  });

  it('says "No payment methods are currently available." when there are none', () => {
    const { getByText, queryByRole } = renderPage(createElement(Harness, { methods: [] }));
    expect(getByText('No payment methods are currently available.')).toBeTruthy();
    expect(queryByRole('radiogroup')).toBeNull();
  });

  it('ties an error to the group', () => {
    const { getByRole } = renderPage(
      createElement(Harness, { methods: all, error: 'Choose a payment method' }),
    );
    const group = getByRole('radiogroup');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const errorId = group.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Choose a payment method');
  });
});

describe('submittedMethod', () => {
  it('submits cash and bank transfer only', () => {
    expect(submittedMethod('cash')).toBe('cash');
    expect(submittedMethod('banktransfer')).toBe('banktransfer');
    expect(submittedMethod('card')).toBeNull();
    expect(submittedMethod('')).toBeNull();
  });
});
