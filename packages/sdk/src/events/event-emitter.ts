/** One emitted event as `onAny` listeners see it: its name and its payload, typed together. */
export type EmittedEvent<EventMap extends object> = {
  [Name in keyof EventMap & string]: { type: Name; payload: EventMap[Name] };
}[keyof EventMap & string];

/** A typed publish/subscribe channel; `EventMap` maps each event name to its payload type. */
export interface EventEmitter<EventMap extends object> {
  /** Listens to one event; returns the function that stops listening. */
  on<Name extends keyof EventMap & string>(
    type: Name,
    listener: (payload: EventMap[Name]) => void,
  ): () => void;
  /** Listens to every event (the host bridge does); returns the function that stops listening. */
  onAny(listener: (event: EmittedEvent<EventMap>) => void): () => void;
  /** Calls the event's listeners, then the `onAny` listeners, in the order they were added. */
  emit<Name extends keyof EventMap & string>(type: Name, payload: EventMap[Name]): void;
  /** Removes every listener. */
  clear(): void;
}

/** Options of {@link createEventEmitter}. */
export interface EventEmitterOptions {
  /**
   * Told of an error a listener throws; the other listeners still run and `emit` does not throw,
   * so one bad listener cannot break the flow that emits. By default the error is rethrown in a
   * microtask, where it surfaces as an uncaught error (as a DOM event listener's would).
   */
  onListenerError?: (error: unknown, type: string) => void;
}

type Listener = (payload: unknown) => void;

/**
 * A typed event emitter, hand-written (about 40 lines) rather than mitt or nanoevents: their
 * `emit` calls listeners in a plain loop, so a listener that throws stops the others and throws
 * into the flow that emitted (the cart machine, the host bridge). This one isolates each
 * listener's error (`onListenerError`) and types `onAny` with the event's name and payload.
 *
 * @example
 * const events = createEventEmitter<{ cartUpdated: { cart: Cart } }>();
 * const stop = events.on('cartUpdated', ({ cart }) => render(cart));
 * events.emit('cartUpdated', { cart });
 * stop();
 */
export function createEventEmitter<EventMap extends object>(
  options: EventEmitterOptions = {},
): EventEmitter<EventMap> {
  const reportError =
    options.onListenerError ??
    ((error: unknown) =>
      queueMicrotask(() => {
        throw error;
      }));
  const listeners = new Map<string, Set<Listener>>();
  const anyListeners = new Set<(event: EmittedEvent<EventMap>) => void>();

  function call(type: string, listener: () => void): void {
    try {
      listener();
    } catch (error) {
      reportError(error, type);
    }
  }

  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set<Listener>();
      listeners.set(type, set);
      // Wrapped so the same function added twice is called twice and removed once per `stop`.
      const entry: Listener = (payload) => listener(payload as EventMap[typeof type]);
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    onAny(listener) {
      const entry = (event: EmittedEvent<EventMap>) => listener(event);
      anyListeners.add(entry);
      return () => {
        anyListeners.delete(entry);
      };
    },
    emit(type, payload) {
      // Copies, so a listener that adds or removes listeners does not change this emit.
      for (const listener of [...(listeners.get(type) ?? [])]) {
        call(type, () => listener(payload));
      }
      const event = { type, payload } as EmittedEvent<EventMap>;
      for (const listener of [...anyListeners]) call(type, () => listener(event));
    },
    clear() {
      listeners.clear();
      anyListeners.clear();
    },
  };
}
