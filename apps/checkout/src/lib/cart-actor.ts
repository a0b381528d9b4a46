import type { Cart } from '@storefront/contracts';
import type { cartMachine, CartMachineEvent, MachineError } from '@storefront/sdk';
import type { Actor, SnapshotFrom } from 'xstate';

/** A running cart flow. */
export type CartActor = Pick<Actor<typeof cartMachine>, 'send' | 'getSnapshot' | 'subscribe'>;

/** One state of the cart flow. */
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/**
 * A cart command's failure: the flow's error (`MachineError`) as an Error, keeping its code,
 * status and cause (the ApiError a call failed with).
 */
export class CartFlowError extends Error {
  override readonly name = 'CartFlowError';
  readonly code: string;
  readonly status: number | null;

  constructor(readonly flowError: MachineError) {
    super(flowError.message, { cause: flowError.cause });
    this.code = flowError.code;
    this.status = flowError.status;
  }
}

/** States from which a command has nothing left to wait for. */
function isSettled(snapshot: CartSnapshot): boolean {
  return snapshot.status !== 'active' || snapshot.matches('idle');
}

/**
 * Sends a command to the cart flow and waits for its outcome: resolves with the cart once the
 * flow is back at rest without an error (or has completed), rejects with the flow's error
 * (a {@link CartFlowError}) otherwise. Lets a form await "apply the coupon" like any call.
 *
 * @example
 * await sendCartCommand(actor, { type: 'UPDATE_COUPON', code: 'WELCOME10' });
 */
export function sendCartCommand(actor: CartActor, event: CartMachineEvent): Promise<Cart | null> {
  return new Promise((resolve, reject) => {
    let done = false;
    const check = (snapshot: CartSnapshot) => {
      if (done || !isSettled(snapshot)) return;
      done = true;
      queueMicrotask(() => subscription.unsubscribe());
      const { error, cart } = snapshot.context;
      if (snapshot.matches('terminated')) reject(new CartFlowError(error ?? terminatedError()));
      else if (error !== null) reject(new CartFlowError(error));
      else resolve(cart);
    };
    const subscription = actor.subscribe(check);
    actor.send(event);
    check(actor.getSnapshot());
  });
}

function terminatedError(): MachineError {
  return { code: 'UNKNOWN', message: '', status: null };
}
