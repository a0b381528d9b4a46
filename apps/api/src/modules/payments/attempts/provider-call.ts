import type { PaymentAttemptRecord } from './payment-attempt-repository.ts';

/**
 * How long a provider call that makes an attempt's payment may be out before another request
 * takes it over: longer than the provider HTTP time-out (30 s, provider-http.ts), so only a call
 * whose process died is ever taken over (docs/decisions/0021).
 */
export const providerCallStaleMs = 45_000;

/**
 * Whether the attempt's provider call was cut off: started, never recorded, and older than
 * {@link providerCallStaleMs}.
 *
 * @example
 * if (isStaleCall(attempt, clock.now())) await takeOver(attempt);
 */
export function isStaleCall(attempt: PaymentAttemptRecord, now: Date): boolean {
  return (
    attempt.providerCallAt !== null &&
    now.getTime() - attempt.providerCallAt.getTime() >= providerCallStaleMs
  );
}
