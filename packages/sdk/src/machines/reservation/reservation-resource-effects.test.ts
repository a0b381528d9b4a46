import { describe, expect, it, vi } from 'vitest';
import { priceResourceEffects } from '../price/price-resource-effects.ts';
import { reservationResourceEffects } from './reservation-resource-effects.ts';

const amount = { effectiveQuantity: 1, totalPrice: 1, totalAfterDiscount: 1, depositAmount: 0 };

describe('the flows over the API resources', () => {
  it('asks the availabilities and the reservation price with the flow’s choices', async () => {
    const availabilities = vi.fn(async () => ({ isLocationApplicable: true, slots: [] }));
    const reservation = vi.fn(async () => amount);
    const addToCart = vi.fn(async () => undefined);
    const effects = reservationResourceEffects(
      { availability: { availabilities }, pricing: { reservation } },
      { addToCart },
    );
    const signal = new AbortController().signal;
    const location = { id: null, latitude: 24.7, longitude: 46.7, description: null, type: null };
    await effects.fetchAvailabilities(
      {
        productId: 'm',
        priceId: 'p',
        startDate: '2030-01-01',
        endDate: '2030-01-31',
        quantity: 2,
        providerCount: 1,
        providersIds: ['noura'],
        customerLocation: location,
      },
      signal,
    );
    expect(availabilities).toHaveBeenCalledWith(
      {
        startDate: '2030-01-01',
        endDate: '2030-01-31',
        priceId: 'p',
        minQuantity: 2,
        minProvidersCount: 1,
        providersIds: ['noura'],
        customerLocation: location,
      },
      { signal },
    );
    await effects.fetchPriceAmount(
      {
        productId: 'm',
        priceId: 'p',
        from: null,
        to: null,
        quantity: 1,
        providersIds: [],
        providerCount: 1,
        customFieldValues: { hotStones: 'true' },
      },
      signal,
    );
    // No slot yet: the chosen price alone is priced.
    expect(reservation).toHaveBeenCalledWith(
      expect.objectContaining({
        from: undefined,
        to: undefined,
        customFields: { hotStones: 'true' },
      }),
      { signal },
    );
    expect(effects.addToCart).toBe(addToCart);
  });

  it('prices merchandise, and a subscription from its start date', async () => {
    const merchandise = vi.fn(async () => amount);
    const subscription = vi.fn(async () => amount);
    const { fetchPriceAmount } = priceResourceEffects({ pricing: { merchandise, subscription } });
    const signal = new AbortController().signal;
    const base = { productId: 'x', priceId: 'p', quantity: 2, customFieldValues: {} };
    await fetchPriceAmount({ ...base, productType: 'merchandise', from: null }, signal);
    expect(merchandise).toHaveBeenCalledWith(
      { priceId: 'p', quantity: 2, customFields: {} },
      { signal },
    );
    await fetchPriceAmount({ ...base, productType: 'subscription', from: '2030-02-01' }, signal);
    expect(subscription).toHaveBeenCalledWith(
      { priceId: 'p', quantity: 2, customFields: {}, from: '2030-02-01' },
      { signal },
    );
  });
});
