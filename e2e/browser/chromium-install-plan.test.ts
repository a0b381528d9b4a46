import { describe, expect, it } from 'vitest';
import { chromiumInstallPlan } from './chromium-install-plan.ts';

describe('chromiumInstallPlan', () => {
  it('installs Debian’s package as root where apt-get is', () => {
    expect(chromiumInstallPlan({ isRoot: true, hasAptGet: true })).toEqual([
      { command: 'apt-get', args: ['update'] },
      { command: 'apt-get', args: ['install', '-y', '--no-install-recommends', 'chromium'] },
    ]);
  });

  it('downloads Playwright’s Chromium otherwise (not root, or no apt-get)', () => {
    const download = [{ command: 'npx', args: ['playwright', 'install', 'chromium'] }];
    expect(chromiumInstallPlan({ isRoot: false, hasAptGet: true })).toEqual(download);
    expect(chromiumInstallPlan({ isRoot: true, hasAptGet: false })).toEqual(download);
  });
});
