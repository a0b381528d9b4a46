import type { Cart } from '@storefront/contracts';

/** The id of the actor sending change number `seq`. */
export function changeActorId(seq: number): string {
  return `change-${seq}`;
}

/** How a sent change ended: the server's whole cart, or the failure. */
export type CartChangeOutcome =
  { seq: number; ok: true; cart: Cart } | { seq: number; ok: false; error: unknown };

const outcomeType = /^xstate\.(done|error)\.actor\.change-(\d+)$/;

/**
 * Reads the done or error event of a change actor (XState names them
 * `xstate.done.actor.change-3` / `xstate.error.actor.change-3`); null for any other event.
 */
export function cartChangeOutcome(event: { type: string }): CartChangeOutcome | null {
  const match = outcomeType.exec(event.type);
  if (match === null) return null;
  const seq = Number(match[2]);
  if (match[1] === 'done' && 'output' in event) {
    // XState puts the change actor's output, the effect's Cart, on its done event.
    return { seq, ok: true, cart: event.output as Cart };
  }
  return { seq, ok: false, error: 'error' in event ? event.error : undefined };
}
