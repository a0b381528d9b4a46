import { describe, expect, it, vi } from 'vitest';
import type { Availability } from '@storefront/contracts';
import type { ReservationEffects } from './reservation-effects.ts';
import { nextMonthWithFreeTimes } from './reservation-next-free-month.ts';
import { testProduct, testSlot } from '../testing/product-fixtures.ts';

const context = {
  product: testProduct({ enableCustomerToChooseProvider: false }),
  priceId: 'price-1',
  quantity: 2,
  selectedProviderCount: 1,
  selectedProviderIds: ['named-by-the-flow'],
  customerLocation: null,
};
const none: Availability = { isLocationApplicable: true, slots: [] };

describe('nextMonthWithFreeTimes (a month is suggested only when it has free times)', () => {
  it('finds the first later month with free times for the same choice, over the year end', async () => {
    const fetch = vi.fn<ReservationEffects['fetchAvailabilities']>(async ({ startDate }) =>
      startDate === '2027-01-01'
        ? {
            isLocationApplicable: true,
            slots: [testSlot('2027-01-05T10:00:00Z', '2027-01-05T11:00:00Z')],
          }
        : none,
    );
    const found = await nextMonthWithFreeTimes(
      fetch,
      context,
      { year: 2026, month: 11 },
      new AbortController().signal,
    );
    expect(found).toEqual({ year: 2027, month: 1 });
    expect(fetch.mock.calls.map(([input]) => [input.startDate, input.endDate])).toEqual([
      ['2026-12-01', '2026-12-31'],
      ['2027-01-01', '2027-01-31'],
    ]);
    // The same quantity; providers only when the shopper chose them.
    expect(fetch).toHaveBeenCalledWith(
      expect.objectContaining({ quantity: 2, providersIds: [], priceId: 'price-1' }),
      expect.any(AbortSignal),
    );
  });

  it('is null when none of the next three months has a free time (no month to suggest)', async () => {
    const fetch = vi.fn<ReservationEffects['fetchAvailabilities']>(async () => none);
    await expect(
      nextMonthWithFreeTimes(
        fetch,
        context,
        { year: 2026, month: 11 },
        new AbortController().signal,
      ),
    ).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
