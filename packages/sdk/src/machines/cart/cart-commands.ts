import type { Cart } from '@storefront/contracts';
import type { cartMachine } from './cart-machine.ts';
import type { CartMachineEvent } from './cart-machine-event.ts';
import type { MachineError } from '../shared/machine-error.ts';
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
  // The flow takes one command at a time (another while busy is INVALID_STATE), so commands are
  // queued per flow: one given while the previous one still runs — Apply right after Verify —
  // waits its turn, and also for any work the flow started by itself.
  const previous = queues.get(actor) ?? Promise.resolve();
  const run = previous.then(() => whenSettled(actor)).then(() => sendAndWait(actor, event));
  queues.set(
    actor,
    run.then(
      () => undefined,
      () => undefined,
    ),
  );
  return run;
}

/** The tail of each flow's command queue. */
const queues = new WeakMap<CartActor, Promise<void>>();

function sendAndWait(actor: CartActor, event: CartMachineEvent): Promise<Cart | null> {
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

/** Resolves once the flow is at rest (idle, or stopped), whatever it is doing now. */
function whenSettled(actor: CartActor): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const check = (snapshot: CartSnapshot) => {
      if (done || !isSettled(snapshot)) return;
      done = true;
      queueMicrotask(() => subscription.unsubscribe());
      resolve();
    };
    const subscription = actor.subscribe(check);
    check(actor.getSnapshot());
  });
}

function terminatedError(): MachineError {
  return { code: 'UNKNOWN', message: '', status: null };
}
