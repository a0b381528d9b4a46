import { describe, expect, it } from 'vitest';
import { createSdkEvents } from '../../events/sdk-events.ts';
import { priceSdkEvents } from '../price/price-sdk-events.ts';
import { reservationSdkEvents } from './reservation-sdk-events.ts';

const amount = { effectiveQuantity: 1, totalPrice: 200, totalAfterDiscount: 180, depositAmount: 0 };
const error = {
  code: 'FETCH_AMOUNT_FAILED' as const,
  message: 'Failed to update the price amount',
  status: 500,
};

describe('reservationSdkEvents and priceSdkEvents', () => {
  it('announce each reservation event as reservation.* with the product id', () => {
    const events = createSdkEvents();
    const seen: { type: string; payload: unknown }[] = [];
    events.onAny((event) => seen.push(event));
    const announce = reservationSdkEvents(events, 'massage');
    announce({ type: 'amountsUpdated', amount });
    announce({
      type: 'availabilitiesUpdated',
      availabilities: { isLocationApplicable: true, slots: [] },
    });
    announce({ type: 'slotSelected', slot: { from: 'a', to: 'b' }, displayDay: 3 });
    announce({
      type: 'reservationReady',
      item: { productId: 'massage', priceId: 'p', quantity: 1 },
    });
    announce({ type: 'customFieldsUpdated', customFields: { pressure: 'firm' } });
    announce({ type: 'providersUpdated', providerIds: ['noura'], providerCount: 1 });
    announce({ type: 'monthChanged', year: 2030, month: 2 });
    announce({ type: 'customerLocationUpdated', customerLocation: null });
    announce({ type: 'error', error });
    announce({ type: 'error', error: { ...error, code: 'INVALID_STATE', eventType: 'RETRY' } });
    announce({ type: 'error', error });
    expect(seen.map((event) => event.type)).toEqual([
      'reservation.amountsUpdated',
      'reservation.availabilitiesUpdated',
      'reservation.slotSelected',
      'reservation.reservationReady',
      'reservation.customFieldsUpdated',
      'reservation.providersUpdated',
      'reservation.monthChanged',
      'reservation.customerLocationUpdated',
      'reservation.error',
      'reservation.error',
      'reservation.error',
    ]);
    expect(seen[5]?.payload).toEqual({
      productId: 'massage',
      providersIds: ['noura'],
      providerCount: 1,
    });
    // A refused event is announced but not counted as a retry.
    expect(
      seen.slice(8).map((event) => (event.payload as { retryCount: number }).retryCount),
    ).toEqual([1, 1, 2]);
  });

  it('announce the price flow as price.* with the retries counted', () => {
    const events = createSdkEvents();
    const seen: { type: string; payload: unknown }[] = [];
    events.onAny((event) => seen.push(event));
    const announce = priceSdkEvents(events, 'coffee');
    announce({ type: 'amountsUpdated', amount });
    announce({ type: 'error', error });
    expect(seen).toEqual([
      { type: 'price.amountsUpdated', payload: { productId: 'coffee', amount } },
      {
        type: 'price.error',
        payload: {
          productId: 'coffee',
          code: 'FETCH_AMOUNT_FAILED',
          message: error.message,
          retryCount: 1,
        },
      },
    ]);
  });
});
