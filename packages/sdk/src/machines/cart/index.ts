// The cart machine (docs/product/flows.md): its commands, effects, submission and updates.
// One of the package's entry points (package.json `exports`); the root index re-exports it.
export { cartMachine, type CartMachineInput, type CartMachineContext } from './cart-machine.ts';
export type { CartMachineEvent } from './cart-machine-event.ts';
export {
  sendCartCommand,
  CartFlowError,
  type CartActor,
  type CartSnapshot,
} from './cart-commands.ts';
export type { CartAnnouncement } from './cart-announcement.ts';
export {
  cartEffectActors,
  type CartEffects,
  type CustomerUpdate,
  type CartIdInput,
  type CreateCartInput,
  type AddItemsInput,
  type RemoveItemsInput,
  type UpdateItemsInput,
  type UpdateCustomerInput,
  type UpdateCouponInput,
  type ProcessCartInput,
  type PayOnlineInput,
  type CartCompleted,
} from './cart-effects.ts';
export {
  cartCreationLockName,
  withSharedCartCreation,
  type CartCreationLocks,
} from './shared-cart-creation.ts';
export { cartResourceEffects } from './cart-resource-effects.ts';
export { cartPriceChange, type CartPriceChange } from './cart-price-change.ts';
export {
  followCartUpdates,
  type OpenCartUpdates,
  type CartUpdatesConnection,
} from './cart-updates.ts';
export {
  cartItemCustomFieldIssues,
  type CartItemCustomFieldIssue,
} from './cart-item-custom-field-issues.ts';
export { isPendingItemId } from './pending-item-id.ts';
export { recomputeCartTotals } from './recompute-cart-totals.ts';
