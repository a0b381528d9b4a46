// @vitest-environment jsdom
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../testing/fake-sdk.ts';
import { renderPage } from '../../testing/render-page.ts';
import type { SessionProviderForm } from '@storefront/sdk';
import { ProviderCardForm } from './provider-card-form.tsx';

const session = {
  sessionId: 'sess_1',
  countryCode: 'SAU',
  scriptUrl: 'https://mf.test/session.js',
};

describe('ProviderCardForm', () => {
  it('starts a session, loads the script and draws the form in the page language', async () => {
    const form: SessionProviderForm = { init: vi.fn(), submit: vi.fn() };
    const loadForm = vi.fn(() => Promise.resolve(form));
    const onReady = vi.fn();
    const fake = fakeSdk();
    fake.payments.initiateSession.mockResolvedValue(session);
    const view = renderPage(
      createElement(ProviderCardForm, {
        customerId: 'customer-1',
        totalAmount: 115,
        callbackUrl: 'https://checkout.test/?cartId=1',
        onReady,
        loadForm,
      }),
      { language: 'ar', fake },
    );
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledWith(form));
    expect(view.fake.payments.initiateSession).toHaveBeenCalledWith('customer-1', {
      callbackUrl: 'https://checkout.test/?cartId=1',
      totalAmount: 115,
    });
    expect(loadForm).toHaveBeenCalledWith(session.scriptUrl);
    const container = view.getByRole('group', { name: 'نموذج البطاقة الآمن' });
    expect(form.init).toHaveBeenCalledWith({
      sessionId: 'sess_1',
      countryCode: 'SAU',
      cardViewId: container.id,
      language: 'ar',
    });
  });

  it('says SESSION_PROVIDER_SCRIPT_FAILED when the script cannot load, and retries', async () => {
    const form: SessionProviderForm = { init: vi.fn(), submit: vi.fn() };
    const loadForm = vi
      .fn<(url: string) => Promise<SessionProviderForm>>()
      .mockRejectedValueOnce(new Error('script'))
      .mockResolvedValueOnce(form);
    const onReady = vi.fn();
    const fake = fakeSdk();
    fake.payments.initiateSession.mockResolvedValue(session);
    const view = renderPage(
      createElement(ProviderCardForm, {
        customerId: 'customer-1',
        totalAmount: 115,
        callbackUrl: 'https://checkout.test/',
        onReady,
        loadForm,
      }),
      { fake },
    );
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toBe('The card payment form could not be loaded.');
    await view.user.click(view.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledWith(form));
  });
});
