import { expect } from 'vitest';
import { PaymentProviderError } from '../payment-provider-ports.ts';

/**
 * Expects `promise` to fail with the adapter's error of `code`.
 *
 * @example
 * await expectProviderError(tabby.fetchPayment('any'), 'CONFIGURATION_ERROR');
 */
export async function expectProviderError(promise: Promise<unknown>, code: string): Promise<void> {
  const error: unknown = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(PaymentProviderError);
  expect((error as PaymentProviderError).code).toBe(code);
}
