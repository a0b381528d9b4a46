import type { Language } from '@storefront/contracts';

/** One one-time code to deliver by SMS. */
export interface OtpMessage {
  tenantId: string;
  /** E.164, e.g. `+966512345678`. */
  mobileNumber: string;
  code: string;
  language: Language;
  /** The text to send, in `language`. */
  text: string;
  sentAt: Date;
}

/**
 * Where one-time codes go. Production supplies a real SMS gateway; outside production the
 * {@link DevOtpOutbox} keeps them readable at `GET /dev/otp-outbox`.
 */
export interface SmsSender {
  sendOtp(message: OtpMessage): Promise<void>;
}

/**
 * No SMS gateway is configured, or it is unavailable (a gateway's adapter throws this for its
 * outages): the OTP request answers 503 `OTP_SEND_FAILED`.
 */
export class SmsUnavailableError extends Error {
  override readonly name = 'SmsUnavailableError';
}

/** The production default until a gateway is wired in: refuses to send. */
export const unconfiguredSmsSender: SmsSender = {
  sendOtp: () => Promise.reject(new SmsUnavailableError('No SMS gateway is configured')),
};

/**
 * The SMS text of a code, ending with the WebOTP line `@host #code` on a line of its own (WICG
 * "Origin-bound one-time codes delivered via SMS", https://wicg.github.io/sms-one-time-codes/:
 * the last line is `@`, the host, a space, `#` and the code), so a browser with WebOTP or
 * `autocomplete="one-time-code"` fills the code on that host's page, and only there.
 *
 * @example
 * otpSmsText('048213', 'en', 5, 'pay.example.com');
 * // 'Your verification code is 048213. It expires in 5 minutes.\n\n@pay.example.com #048213'
 */
export function otpSmsText(
  code: string,
  language: Language,
  minutes: number,
  host: string,
): string {
  const sentence =
    language === 'en'
      ? `Your verification code is ${code}. It expires in ${minutes} minutes.`
      : `رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال ${minutes} دقائق.`;
  return `${sentence}\n\n@${host} #${code}`;
}
