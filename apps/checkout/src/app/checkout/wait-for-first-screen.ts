import type { CartActor } from '@storefront/sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { CheckoutSdk } from '../../lib/checkout-sdk.ts';
import { cartFlowStatus } from './use-cart-flow.ts';
import { settingsQuery } from '../../lib/use-settings.ts';

/** What {@link waitForFirstScreen} waits on. */
export interface FirstScreenSources {
  sdk: Pick<CheckoutSdk, 'api' | 'tenant'>;
  queryClient: QueryClient;
  cartActor: CartActor;
}

/**
 * Resolves once the page has what its first screen shows (the settings in the query cache, and
 * the cart flow past `initializing`, loaded or failed), or after `withinMs`, whichever is first.
 * The start-up requests are usually answered before the app's code has loaded: rendering then
 * paints the checkout at once, rather than "Initializing checkout..." for a moment followed by a
 * second, long render (docs/decisions/0013-first-render.md). Past `withinMs` the page renders
 * "Initializing checkout..." as before. Never rejects.
 *
 * @example
 * await waitForFirstScreen(runtime, 100, window.setTimeout);
 */
export function waitForFirstScreen(
  { sdk, queryClient, cartActor }: FirstScreenSources,
  withinMs: number,
  setTimer: (run: () => void, ms: number) => unknown,
): Promise<void> {
  const settings = queryClient.prefetchQuery(settingsQuery(sdk));
  // By hand rather than xstate's `waitFor`, which wants a whole actor ref, not the page's narrow
  // CartActor view, and rejects where this only needs to stop waiting.
  const cart = new Promise<void>((resolve) => {
    const subscription = cartActor.subscribe({
      next: (snapshot) => {
        if (cartFlowStatus(snapshot) === 'initializing') return;
        subscription.unsubscribe();
        resolve();
      },
      error: () => resolve(),
    });
    if (cartFlowStatus(cartActor.getSnapshot()) !== 'initializing') {
      subscription.unsubscribe();
      resolve();
    }
  });
  const timeout = new Promise<void>((resolve) => setTimer(resolve, withinMs));
  return Promise.race([Promise.all([settings, cart]).then(() => undefined), timeout]);
}
