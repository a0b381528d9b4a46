/** One timed phase of a start; `note` says what it did when that matters ("skipped"). */
export interface StartPhase {
  name: string;
  ms: number;
  note?: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The one line `npm start` prints about its start-up time, e.g. `Started in 1.9 s: load 0.6 s ·
 * checkout build check 0.0 s · database 0.8 s · migrations skipped · seed skipped · listen 0.1 s`.
 * A phase with a note shows the note instead of its time when it took under 50 ms.
 *
 * @example
 * formatStartTime(1900, [{ name: 'database', ms: 800 }, { name: 'seed', ms: 2, note: 'skipped' }]);
 */
export function formatStartTime(totalMs: number, phases: readonly StartPhase[]): string {
  const parts = phases.map(({ name, ms, note }) => {
    if (note === undefined) return `${name} ${seconds(ms)}`;
    return ms < 50 ? `${name} ${note}` : `${name} ${seconds(ms)} (${note})`;
  });
  return `Started in ${seconds(totalMs)}: ${parts.join(' · ')}`;
}

/**
 * Times the phases of a start on a monotonic clock (`performance.now()`: milliseconds since the
 * process started, so the first phase covers Node's own start and loading the code).
 *
 * @example
 * const timing = startTiming(() => performance.now());
 * await timing.phase('database', () => openDatabase());
 * console.log(timing.summary());
 */
export function startTiming(now: () => number) {
  const phases: StartPhase[] = [];
  let last = now();
  phases.push({ name: 'load', ms: last });
  return {
    /** Runs `work` as the named phase; `note` names what it did from its result. */
    async phase<T>(name: string, work: () => Promise<T>, note?: (result: T) => string | undefined) {
      const startedAt = now();
      const result = await work();
      const ended = now();
      const said = note?.(result);
      phases.push({ name, ms: ended - startedAt, ...(said === undefined ? {} : { note: said }) });
      last = ended;
      return result;
    },
    /** Records a phase timed elsewhere (the database steps), ending now. */
    record(phase: StartPhase) {
      phases.push(phase);
      last = now();
    },
    /** The line to print, total from the process start up to the last phase. */
    summary(): string {
      return formatStartTime(last, phases);
    },
  };
}
