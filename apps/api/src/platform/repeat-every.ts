/**
 * Calls `tick` every `ms` milliseconds until the returned function is called. Injected into the
 * event streams so tests drive their heartbeat by hand.
 */
export type RepeatEvery = (ms: number, tick: () => void) => () => void;

/**
 * The real timer; unref'd, so a forgotten heartbeat never keeps the process alive.
 *
 * @example
 * const stop = systemRepeatEvery(15_000, () => stream.write(': heartbeat\n\n'));
 */
export const systemRepeatEvery: RepeatEvery = (ms, tick) => {
  const handle = setInterval(tick, ms);
  handle.unref();
  return () => clearInterval(handle);
};
