import { cartResourceEffects } from '../../../packages/sdk/src/machines/cart/cart-resource-effects.ts';
import type { CartEffects } from '../../../packages/sdk/src/machines/cart/cart-effects.ts';
import { waitForCartCompleted } from '../../../packages/sdk/src/events/wait-for-cart-completed.ts';
import type { TestSdk } from './create-test-sdk.ts';
import { noWait } from './no-wait.ts';

/**
 * The cart flow's effects over the SDK's resources, as the checkout provides them, and the
 * completion wait over the real status stream. No online payment: its flow is tested in the SDK
 * and the checkout.
 *
 * @example
 * const machine = cartMachine.provide({ actors: cartEffectActors(cartEffectsOver(sdk)) });
 */
export function cartEffectsOver(sdk: TestSdk): Omit<CartEffects, 'payOnline'> {
  return {
    ...cartResourceEffects(sdk.api.carts),
    waitForCartCompleted: waitForCartCompleted({
      baseUrl: sdk.baseUrl,
      tenantId: sdk.tenant,
      auth: sdk.auth.session,
      fetch: sdk.fetch,
      sleep: noWait,
    }),
  };
}
