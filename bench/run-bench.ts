import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiLoadReport } from './api-load/api-load-report.ts';
import type { LighthouseReport } from './lighthouse/lighthouse-report.ts';
import {
  benchCommands,
  selectBenches,
  type BenchCommand,
  type BenchName,
} from './orchestrate/bench-steps.ts';
import {
  benchSummary,
  type BenchResults,
  type BundleSizeHeadline,
  type StepOutcome,
} from './orchestrate/bench-summary.ts';
import type { StartTimeReport } from './start-time/start-time-report.ts';

// `npm run bench [-- lighthouse|api-load|start|bundle-size …]`: a report, not a test. Runs the
// chosen benchmarks one after another (each in its own process, so one failing does not stop the
// others), then writes bench/results/summary.md from every report in bench/results/ and prints it.
// Exits 1 when a command failed; a target missed is in the summary, not in the exit code.
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const resultsDir = path.join(repoRoot, 'bench/results');

function run(step: BenchCommand): Promise<StepOutcome> {
  const startedAt = performance.now();
  const env = { ...process.env };
  for (const name of step.unset ?? []) delete env[name];
  console.log(`\n=== ${step.label}: ${step.command} ${step.args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: repoRoot, env, stdio: 'inherit' });
    const done = (exitCode: number) =>
      resolve({ label: step.label, exitCode, seconds: (performance.now() - startedAt) / 1000 });
    child.once('error', (error) => {
      console.error(error);
      done(1);
    });
    child.once('exit', (code) => done(code ?? 1));
  });
}

function readReport<T>(name: string): T | undefined {
  const file = path.join(resultsDir, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

let benches: BenchName[];
try {
  benches = selectBenches(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const startedAt = performance.now();
const steps: StepOutcome[] = [];
// Lighthouse and the start time serve the built checkout, and its first build is not what they
// measure: the bundle-size step builds it, else it is built here first.
if (
  !benches.includes('bundle-size') &&
  (benches.includes('lighthouse') || benches.includes('start'))
) {
  steps.push(
    await run({
      label: 'build the checkout',
      command: 'npm',
      args: ['run', 'build', '-w', 'apps/checkout'],
    }),
  );
}
for (const bench of benches) {
  for (const command of benchCommands(bench)) steps.push(await run(command));
}

const results: BenchResults = {
  lighthouse: readReport<LighthouseReport>('lighthouse.json'),
  apiLoad: ['api-load-pglite.json', 'api-load-postgres.json']
    .map((name) => readReport<ApiLoadReport>(name))
    .filter((report) => report !== undefined),
  startTime: readReport<StartTimeReport>('start-time.json'),
  bundleSize: readReport<BundleSizeHeadline>('bundle-size.json'),
  steps,
};
mkdirSync(resultsDir, { recursive: true });
const summary = benchSummary(results, new Date());
writeFileSync(path.join(resultsDir, 'summary.md'), summary);
console.log(`\n${summary}`);
console.log(
  `Written: bench/results/summary.md (all of this took ${((performance.now() - startedAt) / 1000).toFixed(0)} s)`,
);
process.exit(steps.some((step) => step.exitCode !== 0) ? 1 : 0);
