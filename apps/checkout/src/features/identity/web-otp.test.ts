import { describe, expect, it, vi } from 'vitest';
import { receiveSmsCode, webOtpOf, type WebOtp } from './web-otp.ts';

describe('webOtpOf', () => {
  it('finds WebOTP only where the browser has OTPCredential', () => {
    const credentials = { get: vi.fn() };
    const withOtp = { OTPCredential: class {}, navigator: { credentials } } as unknown as Window;
    expect(webOtpOf(withOtp)).toBe(credentials);
    const without = { navigator: { credentials } } as unknown as Window;
    expect(webOtpOf(without)).toBeNull();
  });
});

describe('receiveSmsCode', () => {
  it("asks for an SMS code with the page's abort signal and answers the code", async () => {
    const get = vi.fn<WebOtp['get']>(() => Promise.resolve({ code: '048213', type: 'otp' }));
    const controller = new AbortController();
    await expect(receiveSmsCode({ get }, controller.signal)).resolves.toBe('048213');
    expect(get).toHaveBeenCalledWith({ otp: { transport: ['sms'] }, signal: controller.signal });
  });

  it('answers null when aborted, refused, or given no code', async () => {
    const controller = new AbortController();
    const aborting: WebOtp = {
      get: ({ signal }) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new DOMException('gone', 'AbortError')));
        }),
    };
    const pending = receiveSmsCode(aborting, controller.signal);
    controller.abort();
    await expect(pending).resolves.toBeNull();
    const refused: WebOtp = {
      get: () => Promise.reject(new DOMException('no', 'NotAllowedError')),
    };
    await expect(receiveSmsCode(refused, new AbortController().signal)).resolves.toBeNull();
    const empty: WebOtp = { get: () => Promise.resolve(null) };
    await expect(receiveSmsCode(empty, new AbortController().signal)).resolves.toBeNull();
  });

  it('answers null for a code that arrives after the page stopped waiting', async () => {
    const controller = new AbortController();
    const late: WebOtp = {
      get: () => {
        controller.abort();
        return Promise.resolve({ code: '048213' });
      },
    };
    await expect(receiveSmsCode(late, controller.signal)).resolves.toBeNull();
  });
});
