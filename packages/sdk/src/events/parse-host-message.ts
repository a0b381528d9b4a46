import {
  hostMessageEnvelopeSchema,
  sdkEventPayloadSchemas,
  type HostMessage,
  type SdkEventName,
} from '@storefront/contracts';

function isSdkEventName(type: string): type is SdkEventName {
  return Object.hasOwn(sdkEventPayloadSchemas, type);
}

/**
 * Reads a message of the host format (version 1), checking the envelope and the event's payload;
 * null for anything else: another source or version, an unknown event type, a malformed payload.
 *
 * @example
 * const message = parseHostMessage(event.data);
 * if (message?.type === 'cartCompleted') showThanks(message.payload.orderNumber);
 */
export function parseHostMessage(data: unknown): HostMessage | null {
  const envelope = hostMessageEnvelopeSchema.safeParse(data);
  if (!envelope.success || !isSdkEventName(envelope.data.type)) return null;
  const payload = sdkEventPayloadSchemas[envelope.data.type].safeParse(envelope.data.payload);
  if (!payload.success) return null;
  return { ...envelope.data, payload: payload.data } as HostMessage;
}
