/**
 * Counts the open anonymous event streams of each client address in this process, so one
 * address cannot hold an unbounded number open (issue 21, finding 9; docs/product/event-streams.md).
 * A count of open connections, unlike a request rate, belongs to the instance holding them, so it
 * lives in memory.
 *
 * @example
 * const release = openStreams.tryOpen(request.ip);
 * if (!release) throw new ApiError(429, 'RATE_LIMIT');
 * body.once('close', release);
 */
export class OpenStreamsPerAddress {
  readonly #limit: number;
  readonly #open = new Map<string, number>();

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** Counts one more stream of `address`; null when it already has the limit open. */
  tryOpen(address: string): (() => void) | null {
    const open = this.#open.get(address) ?? 0;
    if (open >= this.#limit) return null;
    this.#open.set(address, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#open.get(address) ?? 1) - 1;
      if (left > 0) this.#open.set(address, left);
      else this.#open.delete(address);
    };
  }
}
