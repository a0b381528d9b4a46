import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import type { RandomSource } from '../platform/random-source.ts';
import { cryptoRandom } from '../platform/random-source.ts';
import { DevOtpOutbox } from '../modules/auth/dev-otp-outbox.ts';
import {
  generateSigningKeyPem,
  signingKeysFromPem,
  type SigningKeys,
} from '../modules/auth/signing-keys.ts';
import type { SmsSender } from '../modules/auth/sms-sender.ts';
import { sandboxZatcaReporting } from '../modules/invoices/reporting/sandbox-zatca-reporting.ts';
import type { ZatcaReportingPort } from '../modules/invoices/reporting/zatca-reporting-port.ts';
import { createFakePaymentProviders } from '../modules/payments/testing/fake-payment-providers.ts';
import type { PaymentProviders } from '../payment-providers/payment-provider-ports.ts';
import type { AppConfig } from '../platform/env.ts';
import { createAppMetrics } from '../plugins/metrics/app-metrics.ts';
import { createTestClock, type TestClock } from './test-clock.ts';
import { testConfig } from './test-config.ts';
import { createTestDatabase } from './test-database.ts';

/** A built test app and the handles a test steers it with. */
export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  database: Database;
  config: AppConfig;
  /** The codes the app "sent" (also readable at `GET /dev/otp-outbox`). */
  outbox: DevOtpOutbox;
  signingKeys: SigningKeys;
  /** Closes the app and its database. */
  close(): Promise<void>;
}

/** What a test may change about its app. */
export interface TestAppOptions {
  /** Environment variables over `testConfig`'s (e.g. `{ NODE_ENV: 'production' }`). */
  env?: Record<string, string>;
  clock?: TestClock;
  random?: RandomSource;
  /** Replaces the development outbox as the SMS sender. */
  smsSender?: SmsSender;
  /** Replaces the database (e.g. one whose `ping` fails). */
  database?: Database;
  logStream?: { write(line: string): void };
  /** The payment providers; in-memory fakes (`createFakePaymentProviders`) by default. */
  paymentProviders?: PaymentProviders;
  /** ZATCA's reporting; the sandbox stand-in by default. */
  zatcaReporting?: ZatcaReportingPort;
}

let testKeys: SigningKeys | undefined;

/**
 * Builds the app on its own migrated, seeded database (in-memory PGlite, or PostgreSQL when
 * `DATABASE_URL` is set), with a test clock standing at `testEpoch`, ephemeral signing keys and
 * the development SMS outbox and in-memory payment providers.
 *
 * @example
 * const { app, clock, close } = await buildTestApp();
 * const response = await app.inject({ method: 'GET', url: '/health' });
 * await close();
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const clock = options.clock ?? createTestClock();
  const database = options.database ?? (await createTestDatabase());
  const outbox = new DevOtpOutbox();
  testKeys ??= signingKeysFromPem(generateSigningKeyPem());
  const app = await buildApp({
    config,
    database,
    clock,
    random: options.random ?? cryptoRandom,
    smsSender: options.smsSender ?? outbox,
    devOtpOutbox: config.nodeEnv === 'production' ? null : outbox,
    signingKeys: testKeys,
    paymentProviders: options.paymentProviders ?? createFakePaymentProviders(),
    zatcaReporting: options.zatcaReporting ?? sandboxZatcaReporting,
    metrics: createAppMetrics({
      enabled: config.metrics.enabled,
      connections: () => database.poolUse(),
    }),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  return {
    app,
    clock,
    database,
    config,
    outbox,
    signingKeys: testKeys,
    close: () => app.close(),
  };
}
