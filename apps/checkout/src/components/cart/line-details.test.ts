// @vitest-environment jsdom
import type { CartItem } from '@storefront/contracts';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { cartItem } from '../../testing/cart-fixtures.ts';
import { renderPage } from '../../testing/render-page.ts';
import { TenantTimeZoneProvider } from '../../lib/tenant-time-zone.tsx';
import { LineDetails } from './line-details.tsx';

// Intl puts no-break and narrow no-break spaces in amounts and times.
const spaced = (value: string | null | undefined) => value?.replace(/[\u00a0\u202f]/g, ' ');

function detailsOf(
  line: CartItem,
  language: 'ar' | 'en' = 'en',
  timeZone: string | null = null,
): (string | undefined)[] {
  const page = createElement(LineDetails, { line });
  const { container, unmount } = renderPage(
    timeZone === null ? page : createElement(TenantTimeZoneProvider, { timeZone, children: page }),
    { language },
  );
  const details = [...container.querySelectorAll('li')].map((item) => spaced(item.textContent));
  unmount();
  return details;
}

// Two lines of the same coffee the issue found reading alike (SAR 90 and SAR 89).
const twoSmallBags = cartItem('1', { priceName: '250 g', quantity: 2, amount: 90 });
const oneLargeBag = cartItem('2', {
  priceName: '500 g',
  amount: 89,
  priceDiscountAmount: 6,
  fieldDetails: [
    { key: 'giftWrap', label: 'Gift wrap', type: 'checkbox', value: 'true', price: 10 },
  ],
});
const massage = cartItem('3', {
  type: 'reservation',
  priceName: 'One hour',
  reservationDateFrom: '2026-11-28T07:00:00Z',
  reservationDateTo: '2026-11-28T08:00:00Z',
  providerNames: ['Noura'],
  fieldDetails: [
    { key: 'pressure', label: 'Massage pressure', type: 'select', value: 'Firm', price: 0 },
  ],
});
// Midnight to midnight at the shop (Asia/Riyadh, UTC+3).
const chalet = cartItem('4', {
  type: 'reservation',
  priceName: 'Full day',
  isFullDayBooking: true,
  reservationDateFrom: '2026-11-27T21:00:00Z',
  reservationDateTo: '2026-11-28T21:00:00Z',
});
const club = cartItem('5', {
  type: 'subscription',
  priceName: 'Monthly',
  subscriptionPeriod: 'month',
  subscriptionStartDate: '2026-12-01T00:00:00Z',
});

describe('LineDetails (docs/product/screens.md, "Order lines")', () => {
  it('tells two lines of one coffee apart: size, add-on and discount', () => {
    expect(detailsOf(twoSmallBags)).toEqual(['250 g']);
    expect(detailsOf(oneLargeBag)).toEqual([
      '500 g',
      'Add-on: Gift wrap',
      'Includes a discount of SAR 6.00',
    ]);
  });

  it("names a booking's option, date and time, provider and custom fields", () => {
    expect(detailsOf(massage)).toEqual([
      'One hour',
      '28 Nov 2026, 10:00–11:00',
      'With Noura',
      'Massage pressure: Firm',
    ]);
  });

  it('reads a full-day booking as its day, several days as a range', () => {
    expect(detailsOf(chalet)).toEqual(['Full day', '28 Nov 2026, full day']);
    const threeDays = { ...chalet, reservationDateTo: '2026-11-30T21:00:00Z' };
    expect(detailsOf(threeDays)).toEqual(['Full day', '28 Nov 2026 to 30 Nov 2026, full days']);
  });

  it("gives a subscription's period and start", () => {
    expect(detailsOf(club)).toEqual(['Monthly', 'Renews every month, starts on 1 Dec 2026']);
  });

  it('says the same in Arabic', () => {
    expect(detailsOf(oneLargeBag, 'ar')).toEqual([
      '500 g',
      'إضافة: Gift wrap',
      expect.stringMatching(/^يشمل خصمًا قدره .*6\.00/),
    ]);
    expect(detailsOf(chalet, 'ar')).toEqual(['Full day', '28 نوفمبر 2026، يوم كامل']);
    expect(detailsOf(club, 'ar')).toEqual(['Monthly', 'يتجدد كل شهر، يبدأ في 1 ديسمبر 2026']);
  });

  it("writes a booking's time on the tenant's clock, from its settings' time zone", () => {
    expect(detailsOf(massage, 'en', 'Asia/Dubai')[1]).toBe('28 Nov 2026, 11:00–12:00');
    expect(detailsOf(massage, 'en', 'Asia/Riyadh')[1]).toBe('28 Nov 2026, 10:00–11:00');
  });

  it('shows nothing for a line that carries no details', () => {
    expect(detailsOf(cartItem('6'))).toEqual([]);
  });
});
