import { describe, expect, it } from 'vitest';
import { startTimeMarkdown, startTimes } from './start-time-report.ts';

describe('the start-time report', () => {
  it('keeps the runs and their median', () => {
    expect(startTimes('warm', [3100, 2900, 4000])).toEqual({
      kind: 'warm',
      runsMs: [3100, 2900, 4000],
      medianMs: 3100,
    });
  });

  it('prints each kind of start against its target', () => {
    const markdown = startTimeMarkdown({
      measuredAt: '2026-11-23T00:00:00.000Z',
      machine: { node: 'v20', cpus: 2, cpuModel: 'CPU', platform: 'linux' },
      starts: [
        startTimes('warm', [2500, 2600, 2400]),
        startTimes('fresh', [18_000, 17_500, 19_000]),
      ],
    });
    expect(markdown).toContain(
      '| warm (data present) | 2.50 s ✓ | 2.50 s, 2.60 s, 2.40 s | ≤ 3 s |',
    );
    expect(markdown).toContain(
      '| fresh (empty DATA_DIR) | 18.00 s ✗ | 18.00 s, 17.50 s, 19.00 s | ≤ 8 s |',
    );
  });
});
