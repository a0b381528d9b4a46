import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutLocation } from './checkout-build-state.ts';
import { ensureCheckoutBuilt } from './ensure-checkout-built.ts';

describe('ensureCheckoutBuilt', () => {
  let root: string;
  let location: CheckoutLocation;
  const log = vi.fn();
  let clock = 0;
  /** Each reading 2.5 s after the last: a build takes 2.5 s. */
  const now = () => (clock += 2500);
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'checkout-ensure-'));
    location = { appDir: path.join(root, 'apps', 'checkout'), sharedSourceDirs: [] };
    log.mockClear();
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  async function file(relative: string, minutes: number): Promise<void> {
    const full = path.join(location.appDir, relative);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, relative);
    const time = new Date(Date.UTC(2030, 0, 1) + minutes * 60_000);
    await utimes(full, time, time);
  }

  /** The pages' first-screen server modules, as the build's last steps write them. */
  async function serverModules(minutes: number): Promise<void> {
    for (const page of ['first-screen', 'widget-first-screen', 'shop-first-screen']) {
      await file(`dist-server/${page}.js`, minutes);
    }
  }

  it('serves nothing and builds nothing when there is no checkout app, and says so', async () => {
    const run = vi.fn();
    expect(
      await ensureCheckoutBuilt(location, { repoRoot: root, run, log, now, buildLog: null }),
    ).toEqual({
      kind: 'absent',
    });
    expect(run).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('not in this repository'));
  });

  it('builds the app with its workspace build script when it has no build', async () => {
    await file('package.json', 0);
    const run = vi.fn(async () => {
      await serverModules(5);
      await file('dist/index.html', 5);
    });

    const site = await ensureCheckoutBuilt(location, {
      repoRoot: root,
      run,
      log,
      now,
      buildLog: null,
    });

    expect(run).toHaveBeenCalledWith(
      'npm',
      ['run', 'build', '--workspace', path.join('apps', 'checkout')],
      root,
    );
    expect(site).toEqual({
      kind: 'built',
      distDir: path.join(location.appDir, 'dist'),
      state: 'missing',
    });
    expect(log.mock.calls).toEqual([['Built the checkout app in 2.5 s (no build yet)']]);
  });

  it('names the build log in its one line when the output went there', async () => {
    await file('package.json', 0);
    const run = vi.fn(async () => file('dist/index.html', 5));
    await ensureCheckoutBuilt(location, { repoRoot: root, run, log, now, buildLog: '/logs/b.log' });
    expect(log.mock.calls).toEqual([
      ['Built the checkout app in 2.5 s (no build yet; its output: /logs/b.log)'],
    ]);
  });

  it('rebuilds a stale build and leaves a fresh one alone', async () => {
    await file('package.json', 0);
    await serverModules(5);
    await file('dist/index.html', 5);
    await file('src/main.tsx', 6);
    const run = vi.fn(async () => file('dist/index.html', 7));

    expect(
      await ensureCheckoutBuilt(location, { repoRoot: root, run, log, now, buildLog: null }),
    ).toMatchObject({
      state: 'stale',
    });
    expect(
      await ensureCheckoutBuilt(location, { repoRoot: root, run, log, now, buildLog: null }),
    ).toMatchObject({
      state: 'fresh',
    });
    expect(run).toHaveBeenCalledTimes(1);
    expect(log.mock.calls).toEqual([['Built the checkout app in 2.5 s (sources changed)']]);
  });

  it('fails when the build fails', async () => {
    await file('package.json', 0);
    const run = vi.fn(async () => Promise.reject(new Error('vite build failed')));
    await expect(
      ensureCheckoutBuilt(location, { repoRoot: root, run, log, now, buildLog: null }),
    ).rejects.toThrow('vite build failed');
  });
});
