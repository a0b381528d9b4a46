import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys.ts';
import { startTestCartFlow } from '../../testing/cart-flow.ts';
import { demoSettings, fakeSdk } from '../../testing/fake-sdk.ts';
import { cartFlowStatus } from './use-cart-flow.ts';
import { waitForFirstScreen } from './wait-for-first-screen.ts';

const noTimer = () => undefined;

describe('waitForFirstScreen', () => {
  it('resolves once the settings are cached and the cart is loaded', async () => {
    const { actor, fake } = startTestCartFlow();
    const queryClient = new QueryClient();
    await waitForFirstScreen({ sdk: fake.sdk, queryClient, cartActor: actor }, 100, noTimer);
    expect(queryClient.getQueryData(queryKeys.settings(fake.sdk.tenant))).toEqual(demoSettings);
    expect(cartFlowStatus(actor.getSnapshot())).toBe('ready');
  });

  it('resolves when the cart cannot be loaded, so the page shows its error at once', async () => {
    const fake = fakeSdk();
    fake.carts.get.mockRejectedValue(new Error('network'));
    const { actor } = startTestCartFlow(undefined, { fake });
    await waitForFirstScreen(
      { sdk: fake.sdk, queryClient: new QueryClient(), cartActor: actor },
      100,
      noTimer,
    );
    expect(cartFlowStatus(actor.getSnapshot())).not.toBe('initializing');
  });

  it('gives up waiting after the time it was given', async () => {
    const fake = fakeSdk();
    fake.carts.get.mockReturnValue(new Promise(() => undefined));
    fake.settings.paymentAndTax.mockReturnValue(new Promise(() => undefined));
    const { actor } = startTestCartFlow(undefined, { fake });
    const timers: { run: () => void; ms: number }[] = [];
    let done = false;
    const waiting = waitForFirstScreen(
      { sdk: fake.sdk, queryClient: new QueryClient(), cartActor: actor },
      100,
      (run, ms) => timers.push({ run, ms }),
    ).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    expect(timers.map((timer) => timer.ms)).toEqual([100]);
    timers[0]?.run();
    await waiting;
    expect(cartFlowStatus(actor.getSnapshot())).toBe('initializing');
  });
});
