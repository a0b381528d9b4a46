import type { Database } from '../db/database.ts';
import type { DevOtpOutbox } from '../modules/auth/dev-otp-outbox.ts';
import type { SigningKeys } from '../modules/auth/signing-keys.ts';
import type { SmsSender } from '../modules/auth/sms-sender.ts';
import type { ZatcaReportingPort } from '../modules/invoices/reporting/zatca-reporting-port.ts';
import type { AppMetrics } from '../plugins/metrics/app-metrics.ts';
import type { PaymentProviders } from '../payment-providers/payment-provider-ports.ts';
import type { AppConfig } from '../platform/env.ts';
import type { Clock } from '../platform/clock.ts';
import type { RandomSource } from '../platform/random-source.ts';

/**
 * Everything the app takes from outside: injected so tests run it exactly (a fixed clock, an
 * in-memory database, a readable SMS outbox) and production wires the real ones.
 */
export interface AppDeps {
  config: AppConfig;
  /** Open and migrated (and seeded when wanted). Closed when the app closes. */
  database: Database;
  clock: Clock;
  random: RandomSource;
  /** Where one-time codes go. */
  smsSender: SmsSender;
  /** Outside production: the codes sent, readable at `GET /dev/otp-outbox`. */
  devOtpOutbox: DevOtpOutbox | null;
  signingKeys: SigningKeys;
  /** The payment providers (real adapters, pointed at the sandbox in the demo and tests). */
  paymentProviders: PaymentProviders;
  /** ZATCA's reporting API (`ZATCA_REPORTING_URL`), or its sandbox stand-in when unset. */
  zatcaReporting: ZatcaReportingPort;
  /**
   * The app's metrics, in a registry of its own (`METRICS`; recording nothing when off): the
   * rules report through it, `/metrics` prints it.
   */
  metrics: AppMetrics;
  /** Where logs are written (stdout when unset). */
  logStream?: { write(line: string): void };
}
