import { describe, expect, it, vi } from 'vitest';
import type { SessionProviderForm } from './payment-flow-types.ts';
import { startSessionProviderForm } from './session-provider-form.ts';

const session = {
  sessionId: 'sess_1',
  countryCode: 'SAU',
  scriptUrl: 'https://mf.test/session.js',
};
const form: SessionProviderForm = {
  init: () => {},
  submit: async () => ({ sessionId: 'sess_1', cardBrand: 'Mada' }),
};
const request = { customerId: 'customer-1', totalAmount: 150, callbackUrl: 'https://shop.test/c' };

describe('startSessionProviderForm', () => {
  it("opens a session for the shopper and amount, then loads the session's script", async () => {
    const payments = { initiateSession: vi.fn().mockResolvedValue(session) };
    const loadForm = vi.fn().mockResolvedValue(form);

    const started = await startSessionProviderForm(payments, request, loadForm);

    expect(payments.initiateSession).toHaveBeenCalledWith('customer-1', {
      callbackUrl: 'https://shop.test/c',
      totalAmount: 150,
    });
    expect(loadForm).toHaveBeenCalledWith(session.scriptUrl);
    expect(started).toEqual({ session, form });
  });

  it('loads no script when the session cannot be opened', async () => {
    const failure = new Error('session failed');
    const payments = { initiateSession: vi.fn().mockRejectedValue(failure) };
    const loadForm = vi.fn();

    await expect(startSessionProviderForm(payments, request, loadForm)).rejects.toBe(failure);
    expect(loadForm).not.toHaveBeenCalled();
  });

  it("rejects with the script's failure", async () => {
    const payments = { initiateSession: vi.fn().mockResolvedValue(session) };
    const failure = new Error('script failed');

    await expect(
      startSessionProviderForm(payments, request, () => Promise.reject(failure)),
    ).rejects.toBe(failure);
  });
});
