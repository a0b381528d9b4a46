import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { isPaymentFlowError, PaymentFlowError } from './payment-flow-error.ts';

describe('PaymentFlowError', () => {
  it('carries the payment code, field errors and cause', () => {
    const cause = new TypeError('fetch failed');
    const error = new PaymentFlowError('VALIDATION_ERROR', {
      message: 'Validation Failed',
      fieldErrors: { number: ['is invalid'] },
      cause,
    });

    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('PaymentFlowError');
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Validation Failed');
    expect(error.fieldErrors).toEqual({ number: ['is invalid'] });
    expect(error.cause).toBe(cause);
  });

  it('defaults the message to the code and the field errors to none', () => {
    const error = new PaymentFlowError('USER_CANCELLED');

    expect(error.message).toBe('USER_CANCELLED');
    expect(error.fieldErrors).toEqual({});
  });

  it('isPaymentFlowError tells it from other errors', () => {
    expect(isPaymentFlowError(new PaymentFlowError('PAYMENT_DECLINED'))).toBe(true);
    expect(isPaymentFlowError(ApiError.network(new TypeError('x')))).toBe(false);
    expect(isPaymentFlowError({ code: 'PAYMENT_DECLINED', fieldErrors: {} })).toBe(false);
  });
});
