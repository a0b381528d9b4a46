// The price machine: a product's price for the chosen options.
// One of the package's entry points (package.json `exports`); the root index re-exports it.
export {
  priceMachine,
  type PriceMachineInput,
  type PriceMachineContext,
  type PriceSelection,
} from './price-machine.ts';
export type { PriceMachineEvent } from './price-machine-event.ts';
export type { PriceAnnouncement } from './price-announcement.ts';
export {
  priceEffectActors,
  type PriceEffects,
  type FetchProductAmountInput,
} from './price-effects.ts';
export { priceResourceEffects } from './price-resource-effects.ts';
export { priceSdkEvents } from './price-sdk-events.ts';
export { defaultPrice } from './default-price.ts';
