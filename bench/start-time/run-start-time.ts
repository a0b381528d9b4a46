import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { noiseCaveat, thisMachine } from '../shared/machine.ts';
import { demoCheckoutUrls, startDemo } from '../shared/npm-start.ts';
import {
  startTimeMarkdown,
  startTimes,
  type StartKind,
  type StartTimeReport,
} from './start-time-report.ts';

// The start-time report (not a test): spawns the root `npm start` as a user does (PORT and
// DATA_DIR set) and times it to the first 200 of /health, START_TIME_RUNS (3) times on an empty
// DATA_DIR (fresh) and on one that an earlier, unmeasured start filled (warm). The checkout must be
// built already (run-bench.ts builds it): its first build is not what is measured.
const runs = Number(process.env.START_TIME_RUNS ?? 3);
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

async function timeStart(dataDir: string): Promise<number> {
  const demo = await startDemo(dataDir);
  // Stopped once ready (its SIGTERM handler is set then), so a warm DATA_DIR is closed cleanly.
  await demoCheckoutUrls(demo);
  await demo.stop();
  return demo.healthyAfterMs;
}

async function measure(kind: StartKind, warmDir: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const dataDir =
      kind === 'warm' ? warmDir : await mkdtemp(path.join(os.tmpdir(), 'bench-start-fresh-'));
    try {
      times.push(await timeStart(dataDir));
    } finally {
      if (kind === 'fresh') await rm(dataDir, { recursive: true, force: true });
    }
    console.log(`  ${kind} run ${run}: ${((times.at(-1) ?? 0) / 1000).toFixed(2)} s`);
  }
  return times;
}

const warmDir = await mkdtemp(path.join(os.tmpdir(), 'bench-start-warm-'));
let report: StartTimeReport;
try {
  console.log(`Start time of \`npm start\`, ${runs} runs each…`);
  await timeStart(warmDir); // Fills the warm DATA_DIR (created, migrated, seeded); not measured.
  report = {
    measuredAt: new Date().toISOString(),
    machine: thisMachine(),
    starts: [
      startTimes('warm', await measure('warm', warmDir)),
      startTimes('fresh', await measure('fresh', warmDir)),
    ],
  };
} finally {
  await rm(warmDir, { recursive: true, force: true });
}

mkdirSync(resultsDir, { recursive: true });
const base = path.join(resultsDir, 'start-time');
writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
const markdown = startTimeMarkdown(report);
writeFileSync(`${base}.md`, markdown);
console.log(markdown);
console.log(noiseCaveat);
console.log(`Written: ${base}.json, ${base}.md`);
