import * as z from 'zod/mini';
import type { SdkEventMap, SdkEventName } from './sdk-event.ts';

/** `source` of every message the checkout posts to its host. */
export const hostMessageSource = 'storefront-checkout';

/** Version of the host message format; raised only when a message changes incompatibly. */
export const hostMessageVersion = 1;

/**
 * The envelope of a message posted to the host page (parent window or mobile app):
 * `{ source: 'storefront-checkout', version: 1, type, payload }`; `type` is an SDK event name and
 * `payload` that event's payload (see `sdkEventPayloadSchemas`).
 */
export const hostMessageEnvelopeSchema = z.object({
  source: z.literal(hostMessageSource),
  version: z.literal(hostMessageVersion),
  type: z.string(),
  payload: z.unknown(),
});

/** One message of the host format, typed by its event name. */
export type HostMessage<Name extends SdkEventName = SdkEventName> = {
  [N in Name]: {
    source: typeof hostMessageSource;
    version: typeof hostMessageVersion;
    type: N;
    payload: SdkEventMap[N];
  };
}[Name];
