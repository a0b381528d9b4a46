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
      'tabby',
      'Cash on delivery',
    ]) {
      expect(getByRole('radio', { name })).toBeTruthy();
    }
    expect(getByText('Split into 4 payments, no interest')).toBeTruthy();
    expect(getByText('Pay in full or in instalments')).toBeTruthy();
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
    expect(getByRole('radio', { name: 'tabby' }).hasAttribute('disabled')).toBe(false);
  });

  it('holds tabby back until the shopper is verified, and while it is checked', () => {
    const first = renderPage(createElement(Harness, { methods: ['tabby'] }));
    expect(first.getByRole('radio', { name: 'tabby' }).hasAttribute('disabled')).toBe(true);
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

  it('disables tabby when it is not eligible, with a line for the reason', () => {
    const { getByRole, getByText } = renderPage(
      createElement(Harness, {
        methods: ['tabby'],
        context: {
          applePay: false,
          tabby: { state: 'ineligible', reason: 'order_amount_too_high' },
        },
      }),
    );
    expect(getByRole('radio', { name: 'tabby' }).hasAttribute('disabled')).toBe(true);
    expect(getByText('This order is not eligible for payment with Tabby.')).toBeTruthy();
    expect(getByText("The order amount is above tabby's limit.")).toBeTruthy();
  });

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
