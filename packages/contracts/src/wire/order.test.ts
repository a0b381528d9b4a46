import { describe, expect, it } from 'vitest';
import { paymentMethodSchema } from '../constants/payment-method.ts';
import { orderStatusOfMethod } from './order.ts';

describe('orderStatusOfMethod (docs/product/account.md, "Orders")', () => {
  it('says cash is payable on delivery, a bank transfer awaits verification, online is paid', () => {
    const byMethod = Object.fromEntries(
      paymentMethodSchema.options.map((method) => [method, orderStatusOfMethod(method)]),
    );
    expect(byMethod).toEqual({
      cash: 'payableOnDelivery',
      banktransfer: 'pendingVerification',
      mada: 'paid',
      visa: 'paid',
      applepay: 'paid',
      tabby: 'paid',
      tamara: 'paid',
    });
  });
});
