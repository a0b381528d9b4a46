import { devOtpOutboxEntrySchema } from '@storefront/contracts';
import type { TestSdk } from './create-test-sdk.ts';

/** A shopper signed in through the SDK. */
export interface SdkSignIn {
  /** The otp token that signed in; it proves the number to `PUT /api/app/cart/customer`. */
  otpToken: string;
  /** E.164, as the API stores it. */
  mobileNumber: string;
  customerId: string | null;
}

/**
 * Signs in as the checkout does, through the SDK's own pieces: `requestOtp`
 * (`POST /api/app/otp`), the code read from the development outbox (`GET /dev/otp-outbox`, the
 * shopper's phone), then `signInWithOtp` (`POST /connect/token`, form-encoded), which stores the
 * tokens the http-client sends from then on.
 *
 * @example
 * const { otpToken, mobileNumber } = await signInWithSdk(sdk, '0512345678');
 */
export async function signInWithSdk(sdk: TestSdk, mobileNumber: string): Promise<SdkSignIn> {
  const { token } = await sdk.account.requestOtp(mobileNumber);
  const sent = await sdk.http.get('/dev/otp-outbox', {
    query: { mobileNumber },
    responseSchema: devOtpOutboxEntrySchema,
  });
  const { customerId } = await sdk.account.signInWithOtp({ otp: sent.code, token });
  return { otpToken: token, mobileNumber: sent.mobileNumber, customerId };
}
