// @vitest-environment jsdom
import { AuthError } from '@storefront/sdk';
import { act } from '@testing-library/react';
import type { CartCustomer } from '@storefront/contracts';
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifiedCustomer } from '../../testing/cart-fixtures.ts';
import { fakeSdk } from '../../testing/fake-sdk.ts';
import { renderPage } from '../../testing/render-page.ts';
import { IdentityForm } from './identity-form.tsx';
import { IdentitySection } from './identity-section.tsx';

function withOtp() {
  const fake = fakeSdk();
  fake.account.requestOtp.mockResolvedValue({ token: 'otp-token', expiresIn: 300 });
  fake.account.signInWithOtp.mockResolvedValue({ customerId: 'customer-1' });
  return fake;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('IdentityForm (docs/product/overview.md, validation.md and api.md)', () => {
  it('asks for a valid mobile number alone, not a name (docs/product/sign-in.md)', async () => {
    const fake = withOtp();
    const { getByLabelText, getByRole, findAllByRole, queryByLabelText, user } = renderPage(
      createElement(IdentityForm, { onVerified: vi.fn() }),
      { fake },
    );
    expect(queryByLabelText('Full name')).toBeNull();
    await user.click(getByRole('button', { name: 'Send code' }));
    const alerts = await findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['This field is required']);
    await user.type(getByLabelText('Mobile number'), '0112345678');
    await user.click(getByRole('button', { name: 'Send code' }));
    expect((await findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'Enter a valid Saudi mobile number, e.g. 05XXXXXXXX',
    ]);
    expect(getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(fake.account.requestOtp).not.toHaveBeenCalled();
  });

  it.each([['0512345678'], ['512345678'], ['+966512345678'], ['٠٥١٢٣٤٥٦٧٨']])(
    'sends the code for %s to +966512345678',
    async (typed) => {
      const fake = withOtp();
      const { getByLabelText, getByRole, findByLabelText, user } = renderPage(
        createElement(IdentityForm, { onVerified: vi.fn() }),
        { fake },
      );
      await user.type(getByLabelText('Mobile number'), typed);
      await user.click(getByRole('button', { name: 'Send code' }));
      const code = await findByLabelText('Verification code');
      expect(fake.account.requestOtp).toHaveBeenCalledWith('+966512345678');
      expect(code.getAttribute('autocomplete')).toBe('one-time-code');
      expect(document.activeElement).toBe(code);
    },
  );

  it('verifies a new customer: signs in with the code, then asks the full name and names the shopper', async () => {
    const fake = withOtp();
    const onVerified = vi.fn(() => Promise.resolve());
    const { getByLabelText, getByRole, findByLabelText, findByText, user } = renderPage(
      createElement(IdentityForm, { onVerified }),
      { fake },
    );
    await user.type(getByLabelText('Mobile number'), '0512345678');
    await user.click(getByRole('button', { name: 'Send code' }));
    await user.type(await findByLabelText('Verification code'), '١٢٣٤٥٦');
    await user.click(getByRole('button', { name: 'Verify' }));
    expect(fake.account.signInWithOtp).toHaveBeenCalledWith({ otp: '123456', token: 'otp-token' });
    // The account has no name yet (a first sign-in): it is asked now, and only now.
    expect(
      await findByText(
        'Your number is verified. As this is your first time, enter your full name to continue.',
      ),
    ).toBeTruthy();
    const name = getByLabelText('Full name');
    expect(document.activeElement).toBe(name);
    expect(onVerified).not.toHaveBeenCalled();
    await user.type(name, 'S');
    await user.click(getByRole('button', { name: 'Continue' }));
    expect(await findByText('The name must be at least 2 characters')).toBeTruthy();
    await user.type(name, 'ara Ahmed');
    await user.click(getByRole('button', { name: 'Continue' }));
    expect(onVerified).toHaveBeenCalledWith({
      name: 'Sara Ahmed',
      mobileNumber: '+966512345678',
      otpToken: 'otp-token',
    });
  });

  it('signs a returning customer in with the mobile and code alone, with the name they have', async () => {
    const fake = withOtp();
    fake.account.currentUser.mockResolvedValue({
      isAuthenticated: true,
      customerId: 'customer-1',
      name: 'Demo Customer',
      mobileNumber: '+966555000111',
    });
    const onVerified = vi.fn(() => Promise.resolve());
    const { getByLabelText, getByRole, findByLabelText, queryByLabelText, user } = renderPage(
      createElement(IdentityForm, { onVerified }),
      { fake },
    );
    await user.type(getByLabelText('Mobile number'), '0555000111');
    await user.click(getByRole('button', { name: 'Send code' }));
    await user.type(await findByLabelText('Verification code'), '123456');
    await user.click(getByRole('button', { name: 'Verify' }));
    expect(onVerified).toHaveBeenCalledWith({
      name: 'Demo Customer',
      mobileNumber: '+966555000111',
      otpToken: 'otp-token',
    });
    expect(queryByLabelText('Full name')).toBeNull();
  });

  it('says when the code is wrong, and does not touch the cart', async () => {
    const fake = withOtp();
    fake.account.signInWithOtp.mockRejectedValue(new AuthError('UNAUTHORIZED', 'invalid_grant'));
    const onVerified = vi.fn();
    const { getByLabelText, getByRole, findByLabelText, findByText, user } = renderPage(
      createElement(IdentityForm, { onVerified }),
      { fake },
    );
    await user.type(getByLabelText('Mobile number'), '0512345678');
    await user.click(getByRole('button', { name: 'Send code' }));
    await user.type(await findByLabelText('Verification code'), '000000');
    await user.click(getByRole('button', { name: 'Verify' }));
    expect(await findByText('The code is incorrect or has expired.')).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('asks for 6 digits before signing in', async () => {
    const fake = withOtp();
    const { getByLabelText, getByRole, findByLabelText, findByText, user } = renderPage(
      createElement(IdentityForm, { onVerified: vi.fn() }),
      { fake },
    );
    await user.type(getByLabelText('Mobile number'), '0512345678');
    await user.click(getByRole('button', { name: 'Send code' }));
    await user.type(await findByLabelText('Verification code'), '12');
    await user.click(getByRole('button', { name: 'Verify' }));
    expect(await findByText('Enter the 6-digit code')).toBeTruthy();
    expect(fake.account.signInWithOtp).not.toHaveBeenCalled();
  });

  it('offers "Resend code" once the countdown ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = withOtp();
    const { getByLabelText, getByRole, findByText, queryByRole, user } = renderPage(
      createElement(IdentityForm, { onVerified: vi.fn(), resendAfterSeconds: 3 }),
      { fake, advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
    );
    await user.type(getByLabelText('Mobile number'), '0512345678');
    await user.click(getByRole('button', { name: 'Send code' }));
    expect(await findByText('You can resend the code in 3 s')).toBeTruthy();
    expect(queryByRole('button', { name: 'Resend code' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await findByText('You can resend the code in 2 s')).toBeTruthy();
    // Each second is its own tick: the next one is scheduled once the last has rendered.
    for (const _ of [1, 2]) await act(() => vi.advanceTimersByTimeAsync(1_000));
    await user.click(getByRole('button', { name: 'Resend code' }));
    expect(fake.account.requestOtp).toHaveBeenCalledTimes(2);
    expect(await findByText('You can resend the code in 3 s')).toBeTruthy();
  });

  it('shows the page’s demand for a proven number on the mobile field', () => {
    const { getByLabelText } = renderPage(
      createElement(IdentityForm, {
        onVerified: vi.fn(),
        requiredError: 'Verify your mobile number to continue',
      }),
    );
    const mobile = getByLabelText('Mobile number');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(mobile.getAttribute('aria-describedby')).toContain('identity-mobile-error');
  });
});

function SectionHarness() {
  const [customer, setCustomer] = useState<CartCustomer | null>(null);
  return createElement(IdentitySection, {
    customer,
    onVerified: ({ name, mobileNumber }) => {
      setCustomer({ customerId: 'customer-1', name, mobileNumber, customFields: {} });
      return Promise.resolve();
    },
  });
}

describe('IdentitySection', () => {
  it('keeps focus on the section once the shopper is verified', async () => {
    const fake = withOtp();
    const { getByLabelText, getByRole, findByLabelText, findByText, user } = renderPage(
      createElement(SectionHarness),
      { fake },
    );
    await user.type(getByLabelText('Mobile number'), '0512345678');
    await user.click(getByRole('button', { name: 'Send code' }));
    await user.type(await findByLabelText('Verification code'), '123456{Enter}');
    await user.type(await findByLabelText('Full name'), 'Sara Ahmed{Enter}');
    expect(await findByText('Signed in as Sara Ahmed')).toBeTruthy();
    expect(document.activeElement).toBe(getByRole('heading', { name: 'Your details' }));
  });

  it('shows the proven shopper with a "Log out" action', async () => {
    const fake = fakeSdk();
    const { getByText, getByRole, queryByLabelText, user } = renderPage(
      createElement(IdentitySection, { customer: verifiedCustomer, onVerified: vi.fn() }),
      { fake },
    );
    expect(getByText('Signed in as Sara Ahmed')).toBeTruthy();
    expect(queryByLabelText('Mobile number')).toBeNull();
    await user.click(getByRole('button', { name: 'Log out' }));
    expect(fake.auth.logout).toHaveBeenCalledTimes(1);
  });

  it('prefills the mobile number for a signed-in shopper whose cart does not name them yet', async () => {
    const fake = fakeSdk();
    fake.auth.store.getAccessToken.mockReturnValue('token');
    fake.account.currentUser.mockResolvedValue({
      isAuthenticated: true,
      customerId: 'customer-1',
      name: 'Sara Ahmed',
      mobileNumber: '+966512345678',
    });
    const { findByLabelText, getByText, queryByLabelText } = renderPage(
      createElement(IdentitySection, { customer: null, onVerified: vi.fn() }),
      { fake },
    );
    expect(((await findByLabelText('Mobile number')) as HTMLInputElement).value).toBe(
      '+966512345678',
    );
    expect(getByText('Signed in as Sara Ahmed')).toBeTruthy();
    expect(queryByLabelText('Full name')).toBeNull();
  });
});
