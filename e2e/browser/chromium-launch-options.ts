import type { LaunchOptions } from '@playwright/test';
import { requireSystemChromium } from './system-chromium.ts';

/**
 * The machine's Chromium (E2E_CHROMIUM, Playwright's, or Debian's: browser-downloads do not work
 * on the build machines), run as root in a container: no sandbox, no GPU, and none of the
 * background traffic that would reach the network.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: requireSystemChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
