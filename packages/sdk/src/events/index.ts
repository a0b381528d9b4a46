// Events: the typed emitter, the host-page bridge and the cart event streams.
// One of the package's entry points (package.json `exports`); the root index re-exports it.
export {
  createEventEmitter,
  type EventEmitter,
  type EventEmitterOptions,
  type EmittedEvent,
} from './event-emitter.ts';
export { createSdkEvents, type SdkEvents } from './sdk-events.ts';
export {
  startHostBridge,
  hostTargetOrigin,
  hostMessageOf,
  type HostBridge,
  type HostBridgeOptions,
  type HostWindow,
  type MessageTarget,
} from './host-events.ts';
export { parseHostMessage } from './parse-host-message.ts';
export {
  listenToCheckoutEvents,
  type CheckoutEventsListenerOptions,
  type MessageWindow,
} from './listen-to-checkout-events.ts';
export { openEventStream, type EventStream, type EventStreamOptions } from './event-stream.ts';
export { createSseParser, type ServerSentEvent, type SseParser } from './sse-parser.ts';
export {
  openCartStream,
  openCartStatusStream,
  type CartStreamOptions,
  type CartUpdatesOptions,
  type CartStatusOptions,
} from './cart-stream.ts';
export {
  waitForCartCompleted,
  type CartCompletionStreamOptions,
} from './wait-for-cart-completed.ts';
