import { otpCodeFromText } from './otp-code-from-text.ts';

/**
 * The part of `navigator.credentials` the WebOTP API adds (not in TypeScript's DOM types yet):
 * `get({ otp: { transport: ['sms'] } })` resolves with an `OTPCredential` whose `code` is the code
 * of the SMS bound to this page's host (https://developer.mozilla.org/docs/Web/API/WebOTP_API).
 */
export interface WebOtp {
  get(options: { otp: { transport: string[] }; signal: AbortSignal }): Promise<unknown>;
}

/**
 * The browser's WebOTP, or null where it has none (every browser but Chrome on Android, and any
 * page not in a secure context): the code field's `autocomplete="one-time-code"` and paste then
 * do the work.
 *
 * @example
 * const webOtp = webOtpOf(window);
 */
export function webOtpOf(scope: Window): WebOtp | null {
  if (!('OTPCredential' in scope)) return null;
  const credentials = scope.navigator.credentials as unknown as WebOtp | undefined;
  return credentials ?? null;
}

/**
 * Waits for the code of the SMS the browser reads (the shopper agrees in the browser's own prompt),
 * until `signal` aborts (the shopper left, sent a new code, or submitted by hand). Null when
 * aborted, refused, or the SMS carries no code: the shopper then pastes or types it.
 *
 * @example
 * const controller = new AbortController();
 * const code = await receiveSmsCode(webOtp, controller.signal);
 */
export async function receiveSmsCode(webOtp: WebOtp, signal: AbortSignal): Promise<string | null> {
  try {
    const credential = await webOtp.get({ otp: { transport: ['sms'] }, signal });
    const code = (credential as { code?: unknown } | null)?.code;
    if (signal.aborted || typeof code !== 'string') return null;
    return otpCodeFromText(code);
  } catch {
    // AbortError, NotAllowedError (the shopper said no), InvalidStateError (another request).
    return null;
  }
}
