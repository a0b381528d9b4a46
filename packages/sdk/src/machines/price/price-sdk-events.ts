import type { Announce } from '../shared/announce.ts';
import type { PriceAnnouncement } from './price-announcement.ts';
import type { SdkEvents } from '../../events/sdk-events.ts';

/**
 * Turns a price flow's announcements into the SDK's `price.*` events for `productId`; errors carry
 * the retries counted so far (a refused event, `INVALID_STATE`, is not counted).
 *
 * @example
 * createActor(machine, { input: { product, announce: priceSdkEvents(sdk.events, product.id) } });
 */
export function priceSdkEvents(
  events: Pick<SdkEvents, 'emit'>,
  productId: string,
): Announce<PriceAnnouncement> {
  let retryCount = 0;
  return (announcement) => {
    if (announcement.type === 'amountsUpdated') {
      events.emit('price.amountsUpdated', { productId, amount: announcement.amount });
      return;
    }
    const { error } = announcement;
    if (error.eventType === undefined) retryCount += 1;
    events.emit('price.error', { productId, code: error.code, message: error.message, retryCount });
  };
}
