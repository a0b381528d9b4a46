// @vitest-environment jsdom
import { AuthError } from '@storefront/sdk';
import { act, fireEvent, waitFor } from '@testing-library/react';
import type { CartCustomer } from '@storefront/contracts';
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifiedCustomer } from '../../testing/cart-fixtures.ts';
import { fakeSdk } from '../../testing/fake-sdk.ts';
import { renderPage } from '../../testing/render-page.ts';
import { IdentityForm } from './identity-form.tsx';
import { IdentitySection } from './identity-section.tsx';
import type { WebOtp } from './web-otp.ts';

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
    // The 6th digit checks the code by itself: no "Verify" press.
    await user.type(await findByLabelText('Verification code'), '١٢٣٤٥٦');
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
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
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
    const code = await findByLabelText('Verification code');
    await user.type(code, '000000');
    expect(await findByText('The code is incorrect or has expired.')).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();
    // The refused code stays in the field (nothing to retype) and is not sent again by itself;
    // "Verify" sends it again on request.
    expect((code as HTMLInputElement).value).toBe('000000');
    expect(fake.account.signInWithOtp).toHaveBeenCalledTimes(1);
    await user.click(getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(fake.account.signInWithOtp).toHaveBeenCalledTimes(2));
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

/** A browser's WebOTP whose SMS arrives when the test says: each wait, with its signal. */
function fakeWebOtp() {
  const waits: { signal: AbortSignal; deliver: (code: string) => void }[] = [];
  const webOtp: WebOtp = {
    get: vi.fn<WebOtp['get']>(
      ({ signal }) =>
        new Promise((resolve, reject) => {
          waits.push({ signal, deliver: (code) => resolve({ code, type: 'otp' }) });
          signal.addEventListener('abort', () => reject(new DOMException('gone', 'AbortError')));
        }),
    ),
  };
  return { webOtp, waits };
}

const texts = {
  en: { mobile: 'Mobile number', send: 'Send code', code: 'Verification code' },
  ar: { mobile: 'رقم الجوال', send: 'إرسال الرمز', code: 'رمز التحقق' },
} as const;

/** Renders the form, sends a code to 0512345678 and answers the page with the code field. */
async function atCodeStep(
  language: 'en' | 'ar' = 'en',
  props: Partial<Parameters<typeof IdentityForm>[0]> = {},
) {
  const fake = withOtp();
  const page = renderPage(
    createElement(IdentityForm, { onVerified: vi.fn(), webOtp: null, ...props }),
    { fake, language },
  );
  await page.user.type(page.getByLabelText(texts[language].mobile), '0512345678');
  await page.user.click(page.getByRole('button', { name: texts[language].send }));
  const code = (await page.findByLabelText(texts[language].code)) as HTMLInputElement;
  return { ...page, code };
}

describe('IdentityForm: a one-time code that fills itself (WCAG 2.2 3.3.8, decision 0045)', () => {
  it("asks for the phone's one-time-code suggestion and a numeric keypad, and says the code is checked once complete", async () => {
    const { code, getByText } = await atCodeStep();
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('aria-describedby')).toContain('identity-code-hint');
    expect(
      getByText(
        'The 6-digit code from the text message. Paste it or let your phone fill it in: it is checked as soon as all 6 digits are in.',
      ),
    ).toBeTruthy();
  });

  it.each([
    ['the code', '123456'],
    ['the code with spaces', ' 123 456 '],
    ['the code in Arabic-Indic digits', '١٢٣٤٥٦'],
    [
      'the whole SMS',
      'Your verification code is 123456. It expires in 5 minutes.\n\n@localhost #123456',
    ],
  ])('takes a paste of %s and checks it by itself, once', async (_label, text) => {
    const { code, user, fake } = await atCodeStep();
    await user.click(code);
    await user.paste(text);
    await waitFor(() => expect(fake.account.signInWithOtp).toHaveBeenCalledTimes(1));
    expect(fake.account.signInWithOtp).toHaveBeenCalledWith({ otp: '123456', token: 'otp-token' });
    expect(code.value).toBe('123456');
  });

  it('in Arabic: takes the pasted Arabic SMS and words the hint in Arabic', async () => {
    const { code, user, fake, getByText } = await atCodeStep('ar');
    expect(
      getByText(
        'الرمز المكوّن من 6 أرقام في الرسالة النصية. الصقه أو دع جوالك يملؤه: نتحقق منه فور اكتمال أرقامه الستة.',
      ),
    ).toBeTruthy();
    await user.click(code);
    await user.paste(
      'رمز التحقق الخاص بك هو ٤٨٢٩١٣. تنتهي صلاحيته خلال 5 دقائق.\n\n@localhost #482913',
    );
    await waitFor(() =>
      expect(fake.account.signInWithOtp).toHaveBeenCalledWith({
        otp: '482913',
        token: 'otp-token',
      }),
    );
  });

  it.each([
    ['en', 'Too many wrong codes for this number. Try again in 28 minutes.'],
    ['ar', 'أُدخلت رموز خاطئة كثيرة لهذا الرقم. حاول مرة أخرى بعد أن تنقضي 28 دقيقة.'],
  ] as const)(
    'in %s: says how long a number whose wrong codes are spent must wait',
    async (language, message) => {
      const fake = withOtp();
      fake.account.signInWithOtp.mockRejectedValue(
        new AuthError('RATE_LIMIT', 'Too Many Requests', { retryAfterMs: 1_680_000 }),
      );
      const page = renderPage(createElement(IdentityForm, { onVerified: vi.fn(), webOtp: null }), {
        fake,
        language,
      });
      await page.user.type(page.getByLabelText(texts[language].mobile), '0512345678');
      await page.user.click(page.getByRole('button', { name: texts[language].send }));
      const code = await page.findByLabelText(texts[language].code);
      await page.user.type(code, '123456');
      expect(await page.findByText(message)).toBeTruthy();
      expect(code.getAttribute('aria-invalid')).toBe('true');
    },
  );

  it('leaves a paste it cannot read to the browser, and checks nothing', async () => {
    const { code, user, fake } = await atCodeStep();
    await user.click(code);
    await user.paste('12 34');
    expect(code.value).toBe('12 34');
    expect(fake.account.signInWithOtp).not.toHaveBeenCalled();
  });

  it('checks an autofilled code by itself, and a second fill of the same code is not sent again', async () => {
    const { code, fake } = await atCodeStep();
    fireEvent.change(code, { target: { value: '654321' } });
    await waitFor(() => expect(fake.account.signInWithOtp).toHaveBeenCalledTimes(1));
    fake.account.signInWithOtp.mockClear();
    fireEvent.change(code, { target: { value: '' } });
    fireEvent.change(code, { target: { value: '654321' } });
    await act(() => Promise.resolve());
    expect(fake.account.signInWithOtp).not.toHaveBeenCalled();
  });

  it('fills and checks the code WebOTP hands over, and stops waiting once checked', async () => {
    const { webOtp, waits } = fakeWebOtp();
    const { code, fake } = await atCodeStep('en', { webOtp });
    const asked = vi.mocked(webOtp.get).mock.calls[0]?.[0];
    expect(asked?.otp).toEqual({ transport: ['sms'] });
    expect(asked?.signal).toBe(waits[0]?.signal);
    await act(async () => waits[0]?.deliver('246810'));
    await waitFor(() =>
      expect(fake.account.signInWithOtp).toHaveBeenCalledWith({
        otp: '246810',
        token: 'otp-token',
      }),
    );
    expect(code.value).toBe('246810');
    expect(waits[0]?.signal.aborted).toBe(true);
  });

  it('stops waiting for the SMS when the code is sent again, and when the number is changed, with focus back on the number', async () => {
    const { webOtp, waits } = fakeWebOtp();
    const { getByRole, getByLabelText, user, fake } = await atCodeStep('en', {
      webOtp,
      resendAfterSeconds: 0,
    });
    await user.click(getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(waits).toHaveLength(2));
    expect(waits[0]?.signal.aborted).toBe(true);
    expect(waits[1]?.signal.aborted).toBe(false);
    await user.click(getByRole('button', { name: 'Change number' }));
    expect(waits[1]?.signal.aborted).toBe(true);
    const mobile = getByLabelText('Mobile number') as HTMLInputElement;
    expect(document.activeElement).toBe(mobile);
    // The number is kept to be corrected, not typed again.
    expect(mobile.value).toBe('0512345678');
    expect(fake.account.signInWithOtp).not.toHaveBeenCalled();
  });

  it('stops waiting for the SMS when the shopper leaves, or checks the code by hand', async () => {
    const { webOtp, waits } = fakeWebOtp();
    const left = await atCodeStep('en', { webOtp });
    left.unmount();
    expect(waits[0]?.signal.aborted).toBe(true);

    const byHand = await atCodeStep('en', { webOtp });
    await byHand.user.type(byHand.code, '12');
    await byHand.user.click(byHand.getByRole('button', { name: 'Verify' }));
    expect(await byHand.findByText('Enter the 6-digit code')).toBeTruthy();
    await byHand.user.type(byHand.code, '3456');
    await waitFor(() => expect(byHand.fake.account.signInWithOtp).toHaveBeenCalledTimes(1));
    expect(waits[1]?.signal.aborted).toBe(true);
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
