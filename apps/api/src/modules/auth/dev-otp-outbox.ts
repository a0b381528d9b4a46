import type { OtpMessage, SmsSender } from './sms-sender.ts';

/** What `GET /dev/otp-outbox` shows of a sent code. */
export interface DevOtpOutboxEntry {
  mobileNumber: string;
  code: string;
  sentAt: Date;
}

/**
 * The SMS sender outside production: keeps the latest code per number (per tenant) in memory, so
 * a developer, an end-to-end test or `signIn` in the API tests can read it. Never used in
 * production (codes would be readable by anyone).
 *
 * @example
 * const outbox = new DevOtpOutbox();
 * outbox.latest('+966512345678', tenantId); // { mobileNumber, code, sentAt } or null
 */
export class DevOtpOutbox implements SmsSender {
  readonly #latest = new Map<string, DevOtpOutboxEntry>();

  sendOtp(message: OtpMessage): Promise<void> {
    const entry = {
      mobileNumber: message.mobileNumber,
      code: message.code,
      sentAt: message.sentAt,
    };
    this.#latest.set(`${message.tenantId}|${message.mobileNumber}`, entry);
    this.#latest.set(`*|${message.mobileNumber}`, entry);
    return Promise.resolve();
  }

  /** The latest code sent to `mobileNumber` (E.164), for one tenant or for any. */
  latest(mobileNumber: string, tenantId?: string): DevOtpOutboxEntry | null {
    return this.#latest.get(`${tenantId ?? '*'}|${mobileNumber}`) ?? null;
  }
}
