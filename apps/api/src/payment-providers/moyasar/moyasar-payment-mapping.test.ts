import { describe, expect, it } from 'vitest';
import { moyasarFailureReason, toHalalas, toProviderPayment } from './moyasar-payment-mapping.ts';

describe('moyasarFailureReason', () => {
  it.each([
    ['INSUFFICIENT_FUNDS', 'insufficient_funds'],
    ['INSUFFICIENT FUNDS', 'insufficient_funds'],
    ['DECLINED', 'declined'],
    ['BLOCKED', 'declined'],
    ['3-D Secure transaction attempt failed', 'authentication_failed'],
    ['3DS authentication failed', 'authentication_failed'],
    ['UNSPECIFIED FAILURE', 'processing_failed'],
    [null, 'processing_failed'],
  ] as const)('%s → %s', (message, reason) => {
    expect(moyasarFailureReason(message)).toBe(reason);
  });
});

describe('toProviderPayment', () => {
  const base = { id: 'p1', amount: 11550, currency: 'SAR' };

  it.each([
    ['initiated', 'pending'],
    ['paid', 'paid'],
    ['captured', 'paid'],
    ['authorized', 'authorized'],
    ['failed', 'failed'],
    ['refunded', 'cancelled'],
    ['voided', 'cancelled'],
  ] as const)('maps %s to %s', (status, expected) => {
    expect(toProviderPayment({ ...base, status }).status).toBe(expected);
  });

  it('takes the reference from given_id, else metadata.attemptId', () => {
    expect(toProviderPayment({ ...base, status: 'paid', given_id: 'g' }).reference).toBe('g');
    expect(
      toProviderPayment({ ...base, status: 'paid', metadata: { attemptId: 'a' } }).reference,
    ).toBe('a');
    expect(toProviderPayment({ ...base, status: 'paid' }).reference).toBeNull();
  });

  it('converts halalas both ways without float drift', () => {
    expect(toProviderPayment({ ...base, status: 'paid' }).amount).toBe(115.5);
    expect(toHalalas(0.29)).toBe(29);
    expect(toHalalas(1150.1)).toBe(115010);
  });
});
