/** The behaviour groups of the contract the runner checks, in the order it reports them. */
export const checkGroups = [
  'tenant',
  'catalogue',
  'cart rules',
  'sign-in',
  'idempotent submit',
  'event streams',
] as const;

export type CheckGroup = (typeof checkGroups)[number];

/** `skip`: the check could not run (no way to read codes, no cash, a prerequisite failed). */
export type CheckStatus = 'pass' | 'fail' | 'skip';

/** One named check's result. */
export interface CheckOutcome {
  group: CheckGroup;
  name: string;
  status: CheckStatus;
  /** A failure: what the contract expects. */
  expected?: string;
  /** A failure: what came back instead. */
  actual?: string;
  /** A skip: why it did not run. */
  reason?: string;
  durationMs: number;
}

/** Everything one run found; `--json` prints it as is. */
export interface ConformanceReport {
  baseUrl: string;
  tenant: string;
  startedAt: string;
  outcomes: CheckOutcome[];
  summary: { passed: number; failed: number; skipped: number };
}

/**
 * The report of a run's outcomes, grouped in {@link checkGroups} order (checks keep their run order
 * within a group).
 */
export function reportOf(
  run: Pick<ConformanceReport, 'baseUrl' | 'tenant' | 'startedAt'>,
  outcomes: readonly CheckOutcome[],
): ConformanceReport {
  const sorted = checkGroups.flatMap((group) => outcomes.filter((o) => o.group === group));
  const count = (status: CheckStatus) => sorted.filter((o) => o.status === status).length;
  return {
    ...run,
    outcomes: sorted,
    summary: { passed: count('pass'), failed: count('fail'), skipped: count('skip') },
  };
}
