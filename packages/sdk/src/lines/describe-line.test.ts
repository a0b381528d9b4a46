import { describe, expect, it } from 'vitest';
import { describeLine, type DescribableLine } from './describe-line.ts';

function line(changes: Partial<DescribableLine> = {}): DescribableLine {
  return {
    type: 'merchandise',
    priceName: null,
    priceDiscountAmount: 0,
    fieldDetails: [],
    reservationDateFrom: null,
    reservationDateTo: null,
    isFullDayBooking: false,
    providerNames: [],
    subscriptionPeriod: null,
    subscriptionStartDate: null,
    ...changes,
  };
}

describe('describeLine', () => {
  it('tells two lines of one product apart by size, add-on and discount', () => {
    const twoSmall = describeLine(line({ priceName: '250 g' }));
    const oneLarge = describeLine(
      line({
        priceName: '500 g',
        priceDiscountAmount: 6,
        fieldDetails: [
          { key: 'giftWrap', label: 'Gift wrap', type: 'checkbox', value: 'true', price: 10 },
        ],
      }),
    );
    expect(twoSmall).toEqual([{ kind: 'priceOption', name: '250 g' }]);
    expect(oneLarge).toEqual([
      { kind: 'priceOption', name: '500 g' },
      { kind: 'addOn', label: 'Gift wrap', value: null },
      { kind: 'discount', amount: 6 },
    ]);
  });

  it("names a booking's slot, providers and fields, add-ons with their chosen value", () => {
    const details = describeLine(
      line({
        type: 'reservation',
        priceName: 'One hour',
        reservationDateFrom: '2026-11-28T07:00:00.000Z',
        reservationDateTo: '2026-11-28T08:00:00.000Z',
        providerNames: ['Noura'],
        fieldDetails: [
          { key: 'pressure', label: 'Massage pressure', type: 'select', value: 'Firm', price: 0 },
          { key: 'oil', label: 'Oil', type: 'select', value: 'Argan', price: 15 },
        ],
      }),
    );
    expect(details).toEqual([
      { kind: 'priceOption', name: 'One hour' },
      { kind: 'booking', from: '2026-11-28T07:00:00.000Z', to: '2026-11-28T08:00:00.000Z' },
      { kind: 'providers', names: ['Noura'] },
      { kind: 'field', label: 'Massage pressure', value: 'Firm' },
      { kind: 'addOn', label: 'Oil', value: 'Argan' },
    ]);
  });

  it('reads a full-day booking as its day, not as midnight to midnight', () => {
    // Midnight to midnight in Riyadh (UTC+3).
    const details = describeLine(
      line({
        type: 'reservation',
        isFullDayBooking: true,
        reservationDateFrom: '2026-11-27T21:00:00.000Z',
        reservationDateTo: '2026-11-28T21:00:00.000Z',
      }),
    );
    expect(details).toEqual([
      {
        kind: 'fullDayBooking',
        firstDay: '2026-11-27T21:00:00.000Z',
        lastDay: '2026-11-28T20:59:59.999Z',
      },
    ]);
  });

  it('reads several full days as their first and last day', () => {
    const [detail] = describeLine(
      line({
        type: 'reservation',
        isFullDayBooking: true,
        reservationDateFrom: '2026-11-27T21:00:00.000Z',
        reservationDateTo: '2026-11-30T21:00:00.000Z',
      }),
    );
    expect(detail).toEqual({
      kind: 'fullDayBooking',
      firstDay: '2026-11-27T21:00:00.000Z',
      lastDay: '2026-11-30T20:59:59.999Z',
    });
  });

  it("gives a subscription's period and start, and leaves a booking's parts off other types", () => {
    const details = describeLine(
      line({
        type: 'subscription',
        priceName: 'Monthly',
        subscriptionPeriod: 'month',
        subscriptionStartDate: '2026-12-01',
        providerNames: ['Noura'],
        reservationDateFrom: '2026-11-28T07:00:00.000Z',
      }),
    );
    expect(details).toEqual([
      { kind: 'priceOption', name: 'Monthly' },
      { kind: 'subscription', period: 'month', startDate: '2026-12-01' },
    ]);
  });

  it('says nothing a line does not carry (a line stored before its details were kept)', () => {
    expect(describeLine(line({ priceName: '  ' }))).toEqual([]);
  });
});
