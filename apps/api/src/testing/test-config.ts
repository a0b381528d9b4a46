import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../platform/env.ts';

/** The public URL of test apps (the issuer of their tokens, the base of their logo URLs). */
export const testPublicUrl = 'http://api.test';
/** The one extra origin test apps allow by CORS. */
export const testCorsOrigin = 'https://shop.example';

/**
 * Configuration for a test app: test mode, silent logs, a known public URL and CORS origin, and a
 * sign-in rate limit high enough that only the tests about it reach it. `env` overrides.
 *
 * @example
 * const config = testConfig({ SIGN_IN_RATE_LIMIT: '2' });
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: testPublicUrl,
    CORS_ORIGINS: testCorsOrigin,
    SIGN_IN_RATE_LIMIT: '100000',
    // Never written by test apps (their keys and databases live in memory).
    DATA_DIR: path.join(os.tmpdir(), 'storefront-api-test-unused'),
    ...env,
  });
}
