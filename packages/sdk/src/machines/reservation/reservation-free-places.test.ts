import type { Availability } from '@storefront/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { ReservationEffects } from './reservation-effects.ts';
import { freePlacesAt } from './reservation-free-places.ts';
import { testProduct, testSlot } from '../testing/product-fixtures.ts';

const context = {
  product: testProduct({ enableCustomerToChooseProvider: false }),
  priceId: 'price-1',
  quantity: 9,
  selectedProviderCount: 1,
  selectedProviderIds: [],
  customerLocation: null,
};
const chosen = { from: '2030-01-20T10:00:00+03:00', to: '2030-01-20T11:00:00+03:00' };

/** The availabilities of a day whose chosen time has `places` free places. */
function dayWith(places: number) {
  return vi.fn<ReservationEffects['fetchAvailabilities']>(
    async ({ quantity }): Promise<Availability> => ({
      isLocationApplicable: true,
      slots: quantity <= places ? [testSlot(chosen.from, chosen.to, ['noura'])] : [],
    }),
  );
}

describe('freePlacesAt (how many places a time still has, docs/product/widgets.md)', () => {
  it.each([
    [3, 4],
    [2, 9],
    [7, 9],
    [8, 9],
    [0, 5],
    [0, 1],
    [5, 12],
    [1, 40],
  ])('finds %i free places under a refused quantity of %i', async (places, refused) => {
    const fetch = dayWith(places);
    await expect(
      freePlacesAt(fetch, context, chosen, refused, new AbortController().signal),
    ).resolves.toBe(places);
    // The quantity just below first, then halving: never one request per quantity.
    expect(fetch.mock.calls.length).toBeLessThanOrEqual(1 + Math.ceil(Math.log2(refused)));
  });

  it('asks once when the shopper stepped up by one past the free places', async () => {
    const fetch = dayWith(3);
    await expect(
      freePlacesAt(fetch, context, chosen, 4, new AbortController().signal),
    ).resolves.toBe(3);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("asks for the time's day alone, with the flow's choice and the probed quantity", async () => {
    const fetch = dayWith(1);
    await freePlacesAt(fetch, context, chosen, 2, new AbortController().signal);
    expect(fetch).toHaveBeenCalledWith(
      expect.objectContaining({
        startDate: '2030-01-20',
        endDate: '2030-01-20',
        quantity: 1,
        priceId: 'price-1',
        providerCount: 1,
      }),
      expect.any(AbortSignal),
    );
  });
});
