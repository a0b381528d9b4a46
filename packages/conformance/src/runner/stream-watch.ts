import type { ApiError, EventStream } from '@storefront/sdk';
import { describeError, Mismatch } from './check-failure.ts';

/** The handlers a watched stream is opened with. */
export interface StreamHandlers<T> {
  deliver: (value: T) => void;
  onOpen: () => void;
  onError: (error: ApiError, info: { fatal: boolean }) => void;
}

/** An open stream a check waits on. */
export interface StreamWatch<T> {
  /** Resolves once a connection is open (the server listens from then on). */
  opened(): Promise<void>;
  /** The first value delivered that `matches`, or a {@link Mismatch} after `timeoutMs`. */
  next(matches: (value: T) => boolean): Promise<T>;
  close(): void;
}

/**
 * Opens a stream of the SDK (`openCartStream`, `openCartStatusStream`) and lets a check wait for its
 * opening and its events, each within `timeoutMs`; a fatal error ends every wait with it.
 *
 * @example
 * const watch = watchStream((on) => openCartStream({ ...where, onCartUpdated: on.deliver, ...on }), 5000, 'cartUpdated');
 * await watch.opened();
 */
export function watchStream<T>(
  open: (handlers: StreamHandlers<T>) => EventStream,
  timeoutMs: number,
  what: string,
): StreamWatch<T> {
  const values: T[] = [];
  const waiters = new Set<() => void>();
  let isOpen = false;
  let fatal: ApiError | null = null;
  let lastError: ApiError | null = null;
  const wake = () => waiters.forEach((waiter) => waiter());

  const stream = open({
    deliver: (value) => {
      values.push(value);
      wake();
    },
    onOpen: () => {
      isOpen = true;
      wake();
    },
    onError: (error, info) => {
      lastError = error;
      if (info.fatal) fatal = error;
      wake();
    },
  });

  function until<R>(expected: string, ready: () => R | undefined): Promise<R> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(poll);
        const seen = lastError ? `; last error ${describeError(lastError)}` : '';
        reject(new Mismatch(`${expected} within ${timeoutMs} ms`, `nothing${seen}`));
      }, timeoutMs);
      function poll() {
        const value = ready();
        if (value === undefined && fatal === null) return;
        clearTimeout(timer);
        waiters.delete(poll);
        if (value !== undefined) resolve(value);
        else reject(new Mismatch(expected, `the stream stopped: ${describeError(fatal)}`));
      }
      waiters.add(poll);
      poll();
    });
  }

  return {
    opened: () =>
      until(`the ${what} stream to open`, () => (isOpen ? true : undefined)).then(() => {}),
    next: (matches) => until(`a ${what} event`, () => values.find(matches)),
    close: () => stream.close(),
  };
}
