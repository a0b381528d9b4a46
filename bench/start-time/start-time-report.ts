import { describeMachine, type MachineInfo } from '../shared/machine.ts';
import { median } from '../shared/median.ts';
import { marked, targetLabel, type Target } from '../shared/target.ts';

/** Which start: `warm` with the data of an earlier start, `fresh` on an empty DATA_DIR. */
export type StartKind = 'warm' | 'fresh';

/** The runs of one kind of start and their median (ms from spawn to the first 200 of /health). */
export interface StartTimes {
  kind: StartKind;
  runsMs: number[];
  medianMs: number;
}

/** The whole report, as written to `bench/results/start-time.json`. */
export interface StartTimeReport {
  measuredAt: string;
  machine: MachineInfo;
  starts: StartTimes[];
}

/** The issue's targets. */
export const startTimeTargets: Record<StartKind, Target> = {
  warm: { kind: 'atMost', value: 3000 },
  fresh: { kind: 'atMost', value: 8000 },
};

/** Runs of one kind with their median. */
export function startTimes(kind: StartKind, runsMs: number[]): StartTimes {
  return { kind, runsMs, medianMs: median(runsMs) };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The report as a markdown table: median, each run, target.
 *
 * @example
 * writeFileSync('bench/results/start-time.md', startTimeMarkdown(report));
 */
export function startTimeMarkdown(report: StartTimeReport): string {
  const rows = report.starts.map((start) => {
    const target = startTimeTargets[start.kind];
    return (
      `| ${start.kind === 'warm' ? 'warm (data present)' : 'fresh (empty DATA_DIR)'} | ` +
      `${marked(seconds(start.medianMs), target, start.medianMs)} | ` +
      `${start.runsMs.map(seconds).join(', ')} | ` +
      `${targetLabel(target, (ms) => `${ms / 1000} s`)} |`
    );
  });
  return [
    '# Start time',
    '',
    `Measured ${report.measuredAt} on ${describeMachine(report.machine)}: from spawning the`,
    'root `npm start` (PORT and DATA_DIR set, the checkout already built) to the first 200 of `/health`.',
    '',
    '| Start | Median | Runs | Target |',
    '| --- | ---: | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
