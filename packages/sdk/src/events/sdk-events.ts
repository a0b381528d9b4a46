import type { SdkEventMap } from '@storefront/contracts';
import {
  createEventEmitter,
  type EventEmitter,
  type EventEmitterOptions,
} from './event-emitter.ts';

/**
 * The emitter the flows announce on and the host bridge forwards from (docs/product/flows.md's
 * events).
 */
export type SdkEvents = EventEmitter<SdkEventMap>;

/**
 * An emitter of the SDK's events: the cart flow's `cartCreated`, `cartUpdated`, `cartCompleted`,
 * `itemsAdded`, `itemsRemoved`, `itemsUpdated`, `couponUpdated`, `customerUpdated`, `cartError`,
 * and the `reservation.*` and `price.*` events; payloads are typed by `sdkEventPayloadSchemas`.
 *
 * @example
 * const events = createSdkEvents();
 * events.on('cartCompleted', ({ orderNumber }) => showThanks(orderNumber));
 */
export function createSdkEvents(options?: EventEmitterOptions): SdkEvents {
  return createEventEmitter<SdkEventMap>(options);
}
