// The chunk boundary of the wait for a placed order: importing the SDK's status-stream wait
// through this module (lazily, see cart-effects.ts) keeps the stream reader out of the first load.
export { waitForCartCompleted } from '@storefront/sdk';
