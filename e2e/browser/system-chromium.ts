import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import {
  debianChromiumPaths,
  findChromium,
  noChromiumMessage,
  type FoundChromium,
} from './find-chromium.ts';

/**
 * This machine's Chromium for the browser suite (see findChromium for the order), or `null`.
 *
 * @example
 * const browser = systemChromium();
 */
export function systemChromium(): FoundChromium | null {
  return findChromium({
    fromEnvironment: process.env['E2E_CHROMIUM'],
    playwrightPath: () => {
      try {
        return chromium.executablePath();
      } catch {
        // Playwright has no build for this platform.
        return null;
      }
    },
    debianPaths: debianChromiumPaths,
    exists: existsSync,
  });
}

/**
 * The path of this machine's Chromium; throws the one-line instruction when there is none.
 *
 * @example
 * launchOptions: { executablePath: requireSystemChromium() }
 */
export function requireSystemChromium(): string {
  const found = systemChromium();
  if (found === null) throw new Error(noChromiumMessage);
  return found.path;
}
