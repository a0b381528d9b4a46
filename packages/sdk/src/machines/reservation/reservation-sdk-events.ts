import type { Announce } from '../shared/announce.ts';
import type { ReservationAnnouncement } from './reservation-announcement.ts';
import type { SdkEvents } from '../../events/sdk-events.ts';

/**
 * Turns a reservation flow's announcements into the SDK's `reservation.*` events for `productId`
 * (which the host bridge forwards). `retryCount` counts the flow's errors as its `error` state
 * does: a refused event (`INVALID_STATE`) is announced without being counted.
 *
 * @example
 * createActor(machine, { input: { product, announce: reservationSdkEvents(sdk.events, product.id) } });
 */
export function reservationSdkEvents(
  events: Pick<SdkEvents, 'emit'>,
  productId: string,
): Announce<ReservationAnnouncement> {
  let retryCount = 0;
  return (announcement) => {
    switch (announcement.type) {
      case 'amountsUpdated':
        events.emit('reservation.amountsUpdated', { productId, amount: announcement.amount });
        break;
      case 'availabilitiesUpdated':
        events.emit('reservation.availabilitiesUpdated', {
          productId,
          availability: announcement.availabilities,
        });
        break;
      case 'slotSelected':
        events.emit('reservation.slotSelected', { productId, slot: announcement.slot });
        break;
      case 'reservationReady':
        events.emit('reservation.reservationReady', { productId, item: announcement.item });
        break;
      case 'customFieldsUpdated':
        events.emit('reservation.customFieldsUpdated', {
          productId,
          customFields: announcement.customFields,
        });
        break;
      case 'providersUpdated':
        events.emit('reservation.providersUpdated', {
          productId,
          providersIds: announcement.providerIds,
          providerCount: announcement.providerCount,
        });
        break;
      case 'monthChanged':
        events.emit('reservation.monthChanged', {
          productId,
          year: announcement.year,
          month: announcement.month,
        });
        break;
      case 'customerLocationUpdated':
        events.emit('reservation.customerLocationUpdated', {
          productId,
          customerLocation: announcement.customerLocation,
        });
        break;
      case 'error': {
        const { error } = announcement;
        if (error.eventType === undefined) retryCount += 1;
        events.emit('reservation.error', {
          productId,
          code: error.code,
          message: error.message,
          retryCount,
        });
        break;
      }
    }
  };
}
