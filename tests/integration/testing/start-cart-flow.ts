import type { Language } from '@storefront/contracts';
import { createActor, waitFor, type Actor } from 'xstate';
import type { CartAnnouncement } from '../../../packages/sdk/src/machines/cart/cart-announcement.ts';
import { cartEffectActors } from '../../../packages/sdk/src/machines/cart/cart-effects.ts';
import { cartMachine } from '../../../packages/sdk/src/machines/cart/cart-machine.ts';
import { cartEffectsOver } from './cart-effects-over.ts';
import type { TestSdk } from './create-test-sdk.ts';

/** The seeded `demo` tenant's tax (`GET /api/app/setting-manager/payment-and-tax-settings`). */
const demoTaxPercentage = 15;

/** A running cart flow and what it announced. */
export interface CartFlow {
  actor: Actor<typeof cartMachine>;
  announcements: CartAnnouncement[];
  /** Resolves once the flow rests: idle, or a final state. */
  settled(): Promise<void>;
}

/**
 * Starts the SDK's cart flow against the API behind `sdk`, keeping its cart id in the SDK's
 * storage, with the demo tenant's tax for optimistic totals and English messages.
 *
 * @example
 * const flow = startCartFlow(sdk);
 * await flow.settled();
 * flow.actor.send({ type: 'ADD_ITEMS', items });
 */
export function startCartFlow(
  sdk: TestSdk,
  input: { cartId?: string; language?: Language } = {},
): CartFlow {
  const announcements: CartAnnouncement[] = [];
  const machine = cartMachine.provide({ actors: cartEffectActors(cartEffectsOver(sdk)) });
  const actor = createActor(machine, {
    input: {
      storage: sdk.storage,
      announce: (announcement) => void announcements.push(announcement),
      taxPercentage: demoTaxPercentage,
      language: input.language ?? 'en',
      ...(input.cartId === undefined ? {} : { cartId: input.cartId }),
    },
  }).start();
  return {
    actor,
    announcements,
    settled: async () => {
      await waitFor(actor, (state) => state.matches('idle') || state.status === 'done', {
        timeout: 10_000,
      });
    },
  };
}
