import type { Database } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate-database.ts';
import { openDatabase, type DatabaseLocation } from '../db/open-database.ts';
import { DevOtpOutbox } from '../modules/auth/dev-otp-outbox.ts';
import { loadSigningKeys } from '../modules/auth/load-signing-keys.ts';
import { unconfiguredSmsSender, type SmsSender } from '../modules/auth/sms-sender.ts';
import { zatcaReportingOf } from '../modules/invoices/reporting/zatca-reporting-of.ts';
import { applyTenantSettingsFile } from '../modules/tenants/settings-file/apply-tenant-settings.ts';
import {
  createPaymentProviders,
  type PaymentProviderSettings,
} from '../payment-providers/provider-registry.ts';
import type { AppConfig } from '../platform/env.ts';
import { createAppMetrics } from '../plugins/metrics/app-metrics.ts';
import type { AppDeps } from './app-deps.ts';
import { systemClock } from '../platform/clock.ts';
import { cryptoRandom } from '../platform/random-source.ts';

/** One database step of a start: open, migrate, seed; `outcome` says what it did. */
export interface DatabaseStartStep {
  name: 'database' | 'migrations' | 'seed' | 'tenant settings';
  ms: number;
  outcome: string;
}

/** Where the configuration puts the data: PostgreSQL when `DATABASE_URL` is set, else PGlite. */
export function databaseLocationOf(config: AppConfig): DatabaseLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'directory', dataDir: config.dataDir };
}

/**
 * The production dependencies: the database opened, migrated, (when given a `seed` step) seeded
 * and given `TENANT_SETTINGS_FILE`'s tenant settings, ZATCA's reporting (or its stand-in),
 * the system clock, the CSPRNG, the signing keys, the payment providers (over
 * `paymentProviderSettings` when given, else the configured ones), and the SMS sender — the development outbox
 * outside production, else `smsSender` (until one is given, sending codes answers 503).
 *
 * @example
 * const deps = await createAppDeps(loadConfig(process.env), { onError: console.error });
 */
export async function createAppDeps(
  config: AppConfig,
  options: {
    onError: (error: unknown) => void;
    smsSender?: SmsSender;
    /**
     * The providers' settings to use instead of the configured ones: the demo's, where the
     * payment sandbox stands in for providers without an API URL.
     */
    paymentProviderSettings?: PaymentProviderSettings;
    /** Told each database start-up step's time and outcome (`npm start` prints them). */
    onStartStep?: (step: DatabaseStartStep) => void;
    /**
     * Run after the migrations: the demo's data (`@storefront/api/seed`), which production never
     * imports. Its answer is the step's outcome.
     */
    seed?: (database: Database) => Promise<string>;
  },
): Promise<AppDeps> {
  const signingKeys = await loadSigningKeys(config);
  // Timed for npm start's "Started in …" line.
  const reportStep = (name: DatabaseStartStep['name'], startedAt: number, outcome: string) =>
    options.onStartStep?.({ name, ms: performance.now() - startedAt, outcome });
  let startedAt = performance.now();
  const database: Database = await openDatabase(databaseLocationOf(config), options.onError);
  reportStep('database', startedAt, database.driver);
  try {
    startedAt = performance.now();
    reportStep('migrations', startedAt, await migrateDatabase(database));
    if (options.seed) {
      startedAt = performance.now();
      reportStep('seed', startedAt, await options.seed(database));
    }
    // After the seed, so the file's settings win over the demo's (docs/product/invoices.md).
    if (config.tenantSettingsFile) {
      startedAt = performance.now();
      const applied = await applyTenantSettingsFile(
        database.db,
        config.tenantSettingsFile,
        systemClock.now(),
      );
      reportStep('tenant settings', startedAt, applied.join(', ') || 'none');
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  const devOtpOutbox = config.nodeEnv === 'production' ? null : new DevOtpOutbox();
  return {
    config,
    database,
    clock: systemClock,
    random: cryptoRandom,
    smsSender: devOtpOutbox ?? options.smsSender ?? unconfiguredSmsSender,
    devOtpOutbox,
    signingKeys,
    paymentProviders: createPaymentProviders(options.paymentProviderSettings ?? config.payments, {
      fetch: globalThis.fetch,
    }),
    zatcaReporting: zatcaReportingOf(config.zatcaReporting, globalThis.fetch),
    metrics: createAppMetrics({
      enabled: config.metrics.enabled,
      connections: () => database.poolUse(),
    }),
  };
}
