import { fromPromise, type PromiseActorLogic } from 'xstate';

/** An effect a flow asks of its environment: an API call, or a wait for a server event. */
export type Effect<TInput, TOutput> = (input: TInput, signal: AbortSignal) => Promise<TOutput>;

/**
 * The named actor of an effect, for `setup({ actors })` and `.provide({ actors })`. The actor
 * aborts `signal` when its state is left. Without an implementation the actor fails with a clear
 * message, so a missing wiring shows up as the flow's error instead of a hang.
 *
 * @example
 * cartMachine.provide({ actors: { loadCart: effectActor('loadCart', (input, signal) => get(input.cartId, signal)) } });
 */
export function effectActor<TInput, TOutput>(
  name: string,
  effect: Effect<TInput, TOutput> | undefined,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    effect === undefined
      ? Promise.reject(new Error(`The "${name}" effect was not provided.`))
      : effect(input, signal),
  );
}
