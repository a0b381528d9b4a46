import type { LockManagerLike } from '../web-locks-refresh-lock.ts';

/**
 * `navigator.locks` for tests, exclusive mode only: requests queue in order, `ifAvailable` grants
 * null instead of queueing, `query()` lists held and pending locks, an aborted `signal` rejects a waiting request with its reason, and a
 * lock is released when its callback's promise settles.
 */
export class FakeLockManager implements LockManagerLike {
  private readonly held = new Set<string>();
  private readonly queues = new Map<string, (() => void)[]>();
  /** Every request made, for assertions. */
  readonly requests: { name: string; options: LockOptions }[] = [];

  request<T>(name: string, callback: LockGrantedCallback<T>): Promise<Awaited<T>>;
  request<T>(
    name: string,
    options: LockOptions,
    callback: LockGrantedCallback<T>,
  ): Promise<Awaited<T>>;
  request<T>(
    name: string,
    optionsOrCallback: LockOptions | LockGrantedCallback<T>,
    maybeCallback?: LockGrantedCallback<T>,
  ): Promise<Awaited<T>> {
    const [options, callback] =
      typeof optionsOrCallback === 'function'
        ? [{}, optionsOrCallback]
        : [optionsOrCallback, maybeCallback];
    if (!callback) throw new TypeError('callback required');
    this.requests.push({ name, options });
    const { signal, ifAvailable } = options;

    return new Promise<Awaited<T>>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason as Error);
        return;
      }
      const run = async (lock: Lock | null) => {
        try {
          resolve(await callback(lock));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        this.held.add(name);
        void run({ name, mode: 'exclusive' }).finally(() => this.release(name));
      };
      const onAbort = () => {
        const queue = this.queues.get(name) ?? [];
        this.queues.set(
          name,
          queue.filter((waiter) => waiter !== grant),
        );
        reject(signal?.reason as Error);
      };

      if (!this.held.has(name)) grant();
      else if (ifAvailable) void run(null);
      else {
        this.queues.set(name, [...(this.queues.get(name) ?? []), grant]);
        signal?.addEventListener('abort', onAbort, { once: true });
      }
    });
  }

  query(): Promise<LockManagerSnapshot> {
    const held = [...this.held].map((name): LockInfo => ({ name, mode: 'exclusive' }));
    const pending = [...this.queues].flatMap(([name, queue]) =>
      queue.map((): LockInfo => ({ name, mode: 'exclusive' })),
    );
    return Promise.resolve({ held, pending });
  }

  /** Takes `name` and never lets go, like a tab stuck inside its callback. */
  holdForever(name: string): void {
    void this.request(name, () => new Promise<never>(() => undefined));
  }

  private release(name: string): void {
    this.held.delete(name);
    const queue = this.queues.get(name) ?? [];
    const next = queue.shift();
    this.queues.set(name, queue);
    next?.();
  }
}
