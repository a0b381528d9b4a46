import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkoutBuildState, type CheckoutLocation } from './checkout-build-state.ts';

describe('checkoutBuildState', () => {
  let root: string;
  let location: CheckoutLocation;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'checkout-build-'));
    location = { appDir: path.join(root, 'app'), sharedSourceDirs: [path.join(root, 'sdk')] };
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  /** Writes a file whose modification time is `minutes` after an arbitrary start. */
  async function file(relative: string, minutes: number): Promise<void> {
    const full = path.join(root, relative);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, relative);
    const time = new Date(Date.UTC(2030, 0, 1) + minutes * 60_000);
    await utimes(full, time, time);
  }

  async function builtApp(): Promise<void> {
    await file('app/package.json', 0);
    await file('app/src/main.tsx', 1);
    await file('sdk/index.ts', 1);
    for (const page of ['first-screen', 'widget-first-screen', 'shop-first-screen']) {
      await file(`app/dist-server/${page}.js`, 10);
    }
    await file('app/dist/index.html', 10);
  }

  it('is absent when there is no checkout app', async () => {
    expect(await checkoutBuildState(location)).toBe('absent');
  });

  it('is missing when the app has never been built', async () => {
    await file('app/package.json', 0);
    await file('app/src/main.tsx', 1);
    expect(await checkoutBuildState(location)).toBe('missing');
  });

  it('is missing when the build has no first-screen module (a build from before it)', async () => {
    await builtApp();
    await rm(path.join(root, 'app/dist-server'), { recursive: true });
    expect(await checkoutBuildState(location)).toBe('missing');
  });

  it('is missing when the build lacks one page’s first-screen module (the shop’s)', async () => {
    await builtApp();
    await rm(path.join(root, 'app/dist-server/shop-first-screen.js'));
    expect(await checkoutBuildState(location)).toBe('missing');
  });

  it('is fresh when the build is newer than every source', async () => {
    await builtApp();
    expect(await checkoutBuildState(location)).toBe('fresh');
  });

  it('is stale when a source of the app, or of a package it bundles, is newer than the build', async () => {
    await builtApp();
    await file('app/src/features/cart/cart.tsx', 11);
    expect(await checkoutBuildState(location)).toBe('stale');

    await rm(path.join(root, 'app/src/features'), { recursive: true });
    await file('sdk/events/cart-stream.ts', 12);
    expect(await checkoutBuildState(location)).toBe('stale');
  });

  it('ignores dependencies, the build itself, tests and notes', async () => {
    await builtApp();
    await file('app/node_modules/react/index.js', 20);
    await file('app/dist/assets/index-abc.js', 20);
    await file('app/dist-server/index.html', 20);
    await file('app/src/app/app.test.tsx', 20);
    await file('app/README.md', 20);
    expect(await checkoutBuildState(location)).toBe('fresh');
  });
});
