/**
 * `npm test`'s step before the browser suite: finds a Chromium, installs one where it can when
 * there is none, and otherwise stops with one line naming the command to run (exit 1, so a
 * missing browser never looks like a passing suite).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumInstallPlan } from './chromium-install-plan.ts';
import { noChromiumMessage } from './find-chromium.ts';
import { systemChromium } from './system-chromium.ts';

function hasAptGet(): boolean {
  return ['/usr/bin/apt-get', '/bin/apt-get'].some((path) => existsSync(path));
}

function install(): void {
  const plan = chromiumInstallPlan({ isRoot: process.getuid?.() === 0, hasAptGet: hasAptGet() });
  for (const step of plan) {
    console.log(`No Chromium found; installing: ${step.command} ${step.args.join(' ')}`);
    const result = spawnSync(step.command, step.args, { stdio: 'inherit' });
    if (result.status !== 0) return;
  }
}

function main(): number {
  try {
    if (systemChromium() !== null) return 0;
    install();
    const found = systemChromium();
    if (found !== null) {
      console.log(`Browser suite: Chromium at ${found.path} (${found.source}).`);
      return 0;
    }
    console.error(noChromiumMessage);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
  }
  return 1;
}

process.exitCode = main();
