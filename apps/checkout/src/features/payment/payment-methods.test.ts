// @vitest-environment jsdom
import { createElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page.ts';
import { PaymentMethods } from './payment-methods.tsx';
import { paymentOptionsFor, submittedMethod, type PaymentChoice } from './payment-options.ts';
import type { PaymentMethod } from '@storefront/contracts';

function Harness({
  methods,
  onChange = () => undefined,
  error,
}: {
  methods: PaymentMethod[];
  onChange?: (choice: PaymentChoice | '') => void;
  error?: string;
}) {
  const [value, setValue] = useState<PaymentChoice | ''>('');
  return createElement(PaymentMethods, {
    options: paymentOptionsFor(methods),
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

describe('PaymentMethods (spec sections 1 and 2)', () => {
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

  it('shows card, Apple Pay, tamara and tabby as disabled choices with a note', async () => {
    const onChange = vi.fn();
    const { getByRole, user } = renderPage(createElement(Harness, { methods: all, onChange }));
    for (const name of ['Credit card', 'Apple Pay', 'tamara', 'tabby']) {
      const radio = getByRole('radio', { name });
      expect(radio.hasAttribute('disabled')).toBe(true);
      expect(radio.getAttribute('aria-describedby')).toContain('-note');
    }
    await user.click(getByRole('radio', { name: 'Credit card' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(getByRole('radio', { name: 'Cash on delivery' }));
    expect(onChange).toHaveBeenCalledWith('cash');
    expect(getByRole('radio', { name: 'Cash on delivery' }).getAttribute('aria-checked')).toBe(
      'true',
    );
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
