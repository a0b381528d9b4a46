// @vitest-environment jsdom
import { ApiError } from '@storefront/sdk';
import { createElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page.ts';
import { DiscountCode } from './discount-code.tsx';

function Harness({ apply }: { apply: (code: string) => Promise<unknown> }) {
  const [applied, setApplied] = useState<string | null>(null);
  return createElement(DiscountCode, {
    appliedCode: applied,
    onApply: async (code) => {
      await apply(code);
      setApplied(code);
    },
    onRemove: () => {
      setApplied(null);
      return Promise.resolve();
    },
  });
}

describe('DiscountCode (docs/product/screens.md and validation.md)', () => {
  it('applies a code: "Discount applied" with a "Remove" action that takes it off', async () => {
    const apply = vi.fn(() => Promise.resolve());
    const { getByLabelText, getByRole, findByText, user } = renderPage(
      createElement(Harness, { apply }),
    );
    await user.type(getByLabelText('Discount code'), ' WELCOME10 ');
    await user.click(getByRole('button', { name: 'Apply' }));
    expect(apply).toHaveBeenCalledWith('WELCOME10');
    expect(await findByText('Discount applied')).toBeTruthy();
    const remove = getByRole('button', { name: 'Remove' });
    expect(document.activeElement).toBe(remove);
    await user.click(remove);
    expect(getByLabelText('Discount code')).toBeTruthy();
  });

  it('isolates the applied code in an Arabic sentence that keeps the page direction', () => {
    const { getByText } = renderPage(
      createElement(DiscountCode, {
        appliedCode: 'WELCOME10',
        onApply: () => Promise.resolve(),
        onRemove: () => Promise.resolve(),
      }),
      { language: 'ar' },
    );
    // docs/decisions/0026-digits.md: the Latin run is a left-to-right isolate, the rest is RTL.
    const code = getByText('WELCOME10');
    expect(code.tagName).toBe('BDI');
    expect(code.getAttribute('dir')).toBe('ltr');
    expect(code.parentElement?.textContent).toBe('الرمز WELCOME10');
    expect(code.parentElement?.closest('[dir="ltr"]')).toBeNull();
  });

  it('shows the coupon error the server gives, tied to the field', async () => {
    const apply = vi.fn(() =>
      Promise.reject(
        new ApiError({
          status: 400,
          code: 'COUPON_INVALID',
          message: 'This discount code has expired.',
        }),
      ),
    );
    const { getByLabelText, getByRole, findByRole, user } = renderPage(
      createElement(Harness, { apply }),
    );
    await user.type(getByLabelText('Discount code'), 'EXPIRED{Enter}');
    const alert = await findByRole('alert');
    expect(alert.textContent).toBe('This discount code has expired.');
    const input = getByLabelText('Discount code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it('asks for a code, under 50 characters, before calling the server', async () => {
    const apply = vi.fn(() => Promise.resolve());
    const { getByLabelText, getByRole, findByRole, user } = renderPage(
      createElement(Harness, { apply }),
    );
    await user.click(getByRole('button', { name: 'Apply' }));
    expect((await findByRole('alert')).textContent).toBe('This field is required');
    await user.type(getByLabelText('Discount code'), 'X'.repeat(50));
    await user.click(getByRole('button', { name: 'Apply' }));
    expect((await findByRole('alert')).textContent).toBe(
      'The discount code must be under 50 characters',
    );
    expect(apply).not.toHaveBeenCalled();
  });
});
