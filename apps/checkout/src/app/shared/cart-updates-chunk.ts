// The chunk boundary of the cart-updates stream: importing the SDK's stream reader through this
// module (lazily, see use-cart-updates-stream.ts) keeps it out of the first load.
export { openCartStream } from '@storefront/sdk';
