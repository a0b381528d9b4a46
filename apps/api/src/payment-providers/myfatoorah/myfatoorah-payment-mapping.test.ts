import { describe, expect, it } from 'vitest';
import { myFatoorahFailureReason, toProviderPayment } from './myfatoorah-payment-mapping.ts';

describe('myFatoorahFailureReason', () => {
  it.each([
    [{ ErrorCode: 'MF004', Error: null }, 'insufficient_funds'],
    [{ ErrorCode: null, Error: 'Insufficient Funds' }, 'insufficient_funds'],
    [{ ErrorCode: 'MF001', Error: null }, 'authentication_failed'],
    [
      { ErrorCode: null, Error: '3DS authentication failed, please try again' },
      'authentication_failed',
    ],
    [{ ErrorCode: 'MF002', Error: 'Declined by the issuing bank' }, 'declined'],
    [undefined, 'declined'],
  ] as const)('%j → %s', (transaction, reason) => {
    expect(myFatoorahFailureReason(transaction)).toBe(reason);
  });
});

describe('toProviderPayment', () => {
  const base = {
    InvoiceId: 123,
    InvoiceValue: 115.5,
    InvoiceDisplayValue: '115.50 SAR',
    CustomerReference: 'attempt-1',
  };

  it.each([
    ['Pending', 'pending', null],
    ['Paid', 'paid', null],
    ['Canceled', 'cancelled', 'cancelled'],
  ] as const)('maps %s to %s', (InvoiceStatus, status, failureReason) => {
    expect(toProviderPayment({ ...base, InvoiceStatus })).toMatchObject({
      providerPaymentId: '123',
      status,
      currency: 'SAR',
      reference: 'attempt-1',
      failureReason,
    });
  });

  it('reads a failure from the last transaction', () => {
    expect(
      toProviderPayment({
        ...base,
        InvoiceStatus: 'Failed',
        InvoiceTransactions: [
          { PaidCurrency: 'SAR', Currency: 'SAR', Error: 'Declined', ErrorCode: 'MF002' },
          { PaidCurrency: 'SAR', Currency: 'SAR', Error: 'Insufficient funds', ErrorCode: 'MF004' },
        ],
      }),
    ).toMatchObject({ failureReason: 'insufficient_funds', providerMessage: 'Insufficient funds' });
  });

  it('is null without a currency', () => {
    expect(
      toProviderPayment({ ...base, InvoiceDisplayValue: null, InvoiceStatus: 'Paid' }),
    ).toBeNull();
  });
});
