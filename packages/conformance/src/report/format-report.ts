import { checkGroups, type CheckOutcome, type ConformanceReport } from './conformance-report.ts';

const marks = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' } as const;

function outcomeLines(outcome: CheckOutcome): string[] {
  const lines = [`  ${marks[outcome.status]}  ${outcome.name}`];
  if (outcome.status === 'fail') {
    lines.push(`        expected: ${outcome.expected ?? '(not said)'}`);
    lines.push(`        got:      ${outcome.actual ?? '(not said)'}`);
  }
  if (outcome.status === 'skip') lines.push(`        ${outcome.reason ?? ''}`);
  return lines;
}

/**
 * The report as text: a heading per group, one PASS / FAIL / SKIP line per check (a failure with
 * what was expected and what came back, a skip with its reason), then the counts.
 *
 * @example
 * process.stdout.write(formatReport(report));
 */
export function formatReport(report: ConformanceReport): string {
  const lines = [`Storefront API conformance: ${report.baseUrl} (tenant ${report.tenant})`];
  for (const group of checkGroups) {
    const outcomes = report.outcomes.filter((outcome) => outcome.group === group);
    if (outcomes.length === 0) continue;
    lines.push('', group, ...outcomes.flatMap(outcomeLines));
  }
  const { passed, failed, skipped } = report.summary;
  lines.push('', `${passed} passed, ${failed} failed, ${skipped} skipped`);
  return `${lines.join('\n')}\n`;
}
