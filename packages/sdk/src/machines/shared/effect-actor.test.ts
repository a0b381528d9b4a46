import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { effectActor } from './effect-actor.ts';

describe('effectActor', () => {
  it('runs the effect with the input and an AbortSignal', async () => {
    const actor = createActor(
      effectActor('double', async (input: number, signal) => (signal.aborted ? -1 : input * 2)),
      { input: 21 },
    ).start();
    await expect(toPromise(actor)).resolves.toBe(42);
  });

  it('aborts the signal when the actor is stopped', () => {
    let seen: AbortSignal | undefined;
    const actor = createActor(
      effectActor('wait', (_input: undefined, signal) => {
        seen = signal;
        return new Promise<never>(() => undefined);
      }),
      { input: undefined },
    ).start();
    actor.stop();
    expect(seen?.aborted).toBe(true);
  });

  it('fails with a clear message when the effect was not provided', async () => {
    const actor = createActor(effectActor<string, string>('loadCart', undefined), {
      input: 'c1',
    }).start();
    await expect(toPromise(actor)).rejects.toThrow('The "loadCart" effect was not provided.');
  });
});
