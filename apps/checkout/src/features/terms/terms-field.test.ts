// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { createElement, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeSdk } from '../../testing/fake-sdk.ts';
import { renderPage } from '../../testing/render-page.ts';
import { TermsField } from './terms-field.tsx';

function Harness({ error }: { error?: string }) {
  const [accepted, setAccepted] = useState(false);
  return createElement(TermsField, {
    accepted: {
      name: 'termsAccepted',
      value: accepted,
      onChange: setAccepted,
      onBlur: () => undefined,
      error,
    },
  });
}

describe('TermsField (docs/product/screens.md and validation.md)', () => {
  it('is a checkbox whose name includes "terms and conditions"', async () => {
    const { getByRole, user } = renderPage(createElement(Harness));
    const checkbox = getByRole('checkbox', {
      name: 'I have read and accept the terms and conditions',
    });
    await user.click(checkbox);
    expect((checkbox as HTMLInputElement).checked).toBe(true);
  });

  it('ties "You must accept the terms and conditions" to the checkbox', () => {
    const { getByRole } = renderPage(
      createElement(Harness, { error: 'You must accept the terms and conditions' }),
    );
    const checkbox = getByRole('checkbox');
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(checkbox.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('You must accept the terms and conditions');
    expect(error?.getAttribute('role')).toBe('alert');
  });

  it('opens the tenant’s terms in the page language, sanitized, in a dialog', async () => {
    const fake = fakeSdk();
    fake.settings.termsAndConditions.mockResolvedValue({
      content: '<h2>الشروط</h2><p>نص</p><script>steal()</script>',
    });
    const { getByRole, findByRole, user } = renderPage(createElement(Harness), {
      fake,
      language: 'ar',
    });
    await user.click(getByRole('link', { name: 'الشروط والأحكام' }));
    const dialog = await findByRole('dialog', { name: 'الشروط والأحكام' });
    expect(await findByRole('heading', { name: 'الشروط' })).toBeTruthy();
    expect(dialog.innerHTML).not.toContain('script');
    expect(fake.settings.termsAndConditions).toHaveBeenCalledWith('ar', expect.anything());
    await user.click(getByRole('button', { name: 'إغلاق' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(getByRole('link', { name: 'الشروط والأحكام' })),
    );
  });

  it('says when the terms cannot be loaded', async () => {
    const fake = fakeSdk();
    fake.settings.termsAndConditions.mockRejectedValue(new Error('offline'));
    const { getByRole, findByText, user } = renderPage(createElement(Harness), { fake });
    await user.click(getByRole('link', { name: 'terms and conditions' }));
    expect(await findByText('The terms and conditions could not be loaded.')).toBeTruthy();
  });
});
