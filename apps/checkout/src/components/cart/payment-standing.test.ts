import { describe, expect, it } from 'vitest';
import { paymentStanding } from './payment-standing.ts';

const booking = [{ type: 'reservation' }] as const;

describe('paymentStanding (what an order paid and what is still due)', () => {
  it('reads a deposit order paid online as its deposit paid, with the balance due', () => {
    expect(
      paymentStanding({ status: 'paid', totalAmount: 1725, amountToBePaid: 575, items: booking }),
    ).toEqual({ key: 'depositPaid', deposit: { paid: 575, balance: 1150 } });
  });

  it('reads an order paid in full as paid, without float dust making a balance', () => {
    expect(
      paymentStanding({
        status: 'paid',
        totalAmount: 0.3,
        amountToBePaid: 0.1 + 0.2,
        items: booking,
      }),
    ).toEqual({ key: 'paid', deposit: null });
  });

  it('names the deposit to transfer of a bank transfer awaiting verification', () => {
    expect(
      paymentStanding({
        status: 'pendingVerification',
        totalAmount: 1725,
        amountToBePaid: 575,
        items: booking,
      }),
    ).toEqual({ key: 'pendingVerification', deposit: { paid: 575, balance: 1150 } });
  });

  it('says cash for bookings alone is payable at the appointment, with anything delivered on delivery', () => {
    const cash = { status: 'payableOnDelivery', totalAmount: 1725, amountToBePaid: 575 } as const;
    expect(paymentStanding({ ...cash, items: booking })).toEqual({
      key: 'payableAtAppointment',
      deposit: null,
    });
    expect(paymentStanding({ ...cash, items: [...booking, { type: 'merchandise' }] }).key).toBe(
      'payableOnDelivery',
    );
  });

  it('leaves a cancelled order cancelled', () => {
    expect(
      paymentStanding({ status: 'cancelled', totalAmount: 10, amountToBePaid: 5, items: booking }),
    ).toEqual({ key: 'cancelled', deposit: null });
  });
});
