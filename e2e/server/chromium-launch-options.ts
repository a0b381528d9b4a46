import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (browser downloads do not work on the build machines), run as root in a
 * container: no sandbox, no GPU, and none of the background traffic that would reach the network.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env['E2E_CHROMIUM'] ?? '/usr/bin/chromium',
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
