import { defineConfig } from '@playwright/test';
import type { CheckoutTestOptions } from './fixtures/checkout-test.ts';
import { chromiumLaunchOptions } from './browser/chromium-launch-options.ts';

/**
 * The browser suite: every spec runs once per language (project `ar`, the default language, and
 * project `en`) in Chromium (see browser/find-chromium.ts) against the real server `npm start` runs, which the global
 * setup starts on a free port with a fresh database. Two workers at most: the server and the
 * browser share two cores.
 */
export default defineConfig<CheckoutTestOptions>({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  workers: 2,
  // On CI one retry, as Playwright's own template: a test that fails twice fails the run, and a
  // test that passed only on its retry is listed as flaky in the report.
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 900 },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'ar', use: { language: 'ar', locale: 'ar-SA' } },
    { name: 'en', use: { language: 'en', locale: 'en-US' } },
  ],
});
