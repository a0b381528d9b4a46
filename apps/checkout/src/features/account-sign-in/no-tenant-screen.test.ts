// @vitest-environment jsdom
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../testing/render-page.ts';
import { createTestI18n } from '../../testing/test-i18n.ts';
import NoTenantScreen from './no-tenant-screen.tsx';

describe('NoTenantScreen (docs/product/account-pages.md)', () => {
  it('says the address names no store and how to get back, never the generic error', async () => {
    const goBack = vi.fn();
    const { getByRole, getByText, queryByText } = render(
      createElement(NoTenantScreen, { i18n: createTestI18n('en'), goBack }),
    );
    expect(
      getByRole('heading', { level: 1, name: 'This sign-in address does not name a store' }),
    ).toBeTruthy();
    expect(
      getByText(
        'The address is missing its store (the "tenant" in the link), so there is no account to sign in to.',
      ),
    ).toBeTruthy();
    expect(queryByText('Something Went Wrong')).toBeNull();
    expect(getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    await userEvent.click(getByRole('button', { name: 'Go back' }));
    expect(goBack).toHaveBeenCalledOnce();
  });

  it('writes Arabic for the Arabic page, and offers no "Go back" without a page to go back to', () => {
    const { getByRole, queryByRole } = render(
      createElement(NoTenantScreen, { i18n: createTestI18n('ar'), goBack: null }),
    );
    expect(
      getByRole('heading', { level: 1, name: 'عنوان تسجيل الدخول هذا لا يحدد متجرًا' }),
    ).toBeTruthy();
    expect(getByRole('link', { name: 'الانتقال إلى الصفحة الرئيسية' })).toBeTruthy();
    expect(queryByRole('button')).toBeNull();
  });
});
