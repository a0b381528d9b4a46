import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** `.data/` at the repository root: the embedded database and the generated signing key. */
const defaultDataDir = fileURLToPath(new URL('../../../../.data', import.meta.url));

const originSchema = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value).origin)
  .describe('an origin such as https://shop.example.com');

/** A trusted proxy: an address, a CIDR range, or one of proxy-addr's named ranges. */
const trustedProxySchema = z
  .union([
    z.ipv4(),
    z.ipv6(),
    z.cidrv4(),
    z.cidrv6(),
    z.enum(['loopback', 'linklocal', 'uniquelocal']),
  ])
  .describe('an address, a CIDR range, or loopback, linklocal or uniquelocal');

/** A comma-separated list variable, each trimmed item checked by `item`; unset or empty: none. */
function commaSeparated<Item extends z.ZodType<string, string>>(item: Item) {
  return z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry.length > 0),
    )
    .pipe(z.array(item));
}

/**
 * The environment the API reads, checked at start-up (docs/product/runtime.md). Unset and empty
 * variables take the defaults.
 */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default(defaultDataDir),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Comma-separated origins allowed to call the API from a browser (besides its own). */
    CORS_ORIGINS: commaSeparated(originSchema),
    /** PKCS#8 PEM of the ES256 key signing access tokens; generated into DATA_DIR when unset. */
    JWT_PRIVATE_KEY: z.string().includes('PRIVATE KEY').optional(),
    /** Sign-in calls (`/api/app/otp`, `/connect/token`) allowed per client IP per minute. */
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    /** Event streams without a sign-in one client address may hold open on one instance. */
    ANONYMOUS_STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(100),
    /**
     * Behind a load balancer: the comma-separated addresses or CIDR ranges of the proxies whose
     * `X-Forwarded-For` is believed (`loopback`, `linklocal`, `uniquelocal` name the usual ranges).
     * The client address is the nearest one a trusted proxy saw; a peer not listed is the client,
     * whatever it forwards. Empty: no proxy is trusted.
     */
    TRUSTED_PROXIES: commaSeparated(trustedProxySchema),
    /** Replaced by TRUSTED_PROXIES: trusting every peer let any client name its own address. */
    TRUST_PROXY: z
      .undefined({
        error:
          'TRUST_PROXY is no longer read: list the proxies in TRUSTED_PROXIES (e.g. 127.0.0.1,10.0.0.0/8)',
      })
      .optional(),
    /** The token-style card provider (Moyasar): API root and keys. Unset: not configured (the demo points it at the payment sandbox). */
    MOYASAR_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    MOYASAR_SECRET_KEY: z.string().optional(),
    MOYASAR_PUBLISHABLE_KEY: z.string().optional(),
    /** The session-style card provider (MyFatoorah): API root, key and embedded-form script. */
    MYFATOORAH_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    MYFATOORAH_API_KEY: z.string().optional(),
    MYFATOORAH_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** tabby: API root, secret key and merchant code. */
    TABBY_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    TABBY_SECRET_KEY: z.string().optional(),
    TABBY_MERCHANT_CODE: z.string().optional(),
    /** tamara: API root, API token and the key its notifications are signed with. */
    TAMARA_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    TAMARA_API_TOKEN: z.string().optional(),
    TAMARA_NOTIFICATION_KEY: z.string().optional(),
    /**
     * Apple Wallet passes: PEM certificate and key of the tenant's Pass Type ID, Apple's WWDR
     * intermediate, the pass type id and team id. Unset: a demo certificate generated into DATA_DIR
     * (Apple devices accept only passes signed with a real Apple certificate).
     */
    WALLET_PASS_CERTIFICATE: z.string().includes('CERTIFICATE').optional(),
    WALLET_PASS_PRIVATE_KEY: z.string().includes('PRIVATE KEY').optional(),
    WALLET_PASS_WWDR_CERTIFICATE: z.string().includes('CERTIFICATE').optional(),
    WALLET_PASS_TYPE_ID: z.string().default('pass.com.example.storefront'),
    WALLET_TEAM_ID: z.string().default('DEMO000000'),
    /**
     * `GET /metrics` (Prometheus text): `on` or `off`. Unset: on, except under
     * NODE_ENV=production, where it is off until asked for (docs/decisions/0038).
     */
    METRICS: z.enum(['on', 'off']).optional(),
    /** When set, `/metrics` answers only `Authorization: Bearer <this>` (at least 16 characters). */
    METRICS_TOKEN: z.string().min(16).optional(),
    /**
     * OpenTelemetry's own variables (read by its SDK); checked here only to know whether traces
     * are wanted: an exporter or an OTLP endpoint named, and the SDK not disabled.
     */
    OTEL_SDK_DISABLED: z.string().optional(),
    OTEL_TRACES_EXPORTER: z.string().optional(),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().optional(),
    /**
     * A JSON file of tenant settings applied at every start (docs/product/invoices.md): each
     * tenant's legal details, riyal sign, ZATCA phase and stamp key files. Unset: as stored.
     */
    TENANT_SETTINGS_FILE: z.string().min(1).optional(),
    /**
     * ZATCA's reporting API root (e.g. `https://gw-fatoora.zatca.gov.sa/e-invoicing/core`) and the
     * credentials its onboarding issued (the CSID's binary security token and secret). Unset: the
     * sandbox stand-in answers (docs/decisions/0042-invoice-issuing.md).
     */
    ZATCA_REPORTING_URL: z.url({ protocol: /^https?$/ }).optional(),
    ZATCA_REPORTING_USERNAME: z.string().optional(),
    ZATCA_REPORTING_SECRET: z.string().optional(),
    /**
     * On SIGTERM or SIGINT: how long requests in flight may take to finish once the server stops
     * accepting, before their connections are cut (a slow upload). Under an orchestrator's own
     * stop timeout (Kubernetes: 30 s; `docker stop`: 10 s unless `stop_grace_period` says more).
     */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  })
  .superRefine((env, context) => {
    if (env.ZATCA_REPORTING_URL && !(env.ZATCA_REPORTING_USERNAME && env.ZATCA_REPORTING_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: ['ZATCA_REPORTING_USERNAME'],
        message:
          'ZATCA_REPORTING_URL needs ZATCA_REPORTING_USERNAME and ZATCA_REPORTING_SECRET (the CSID ZATCA issued)',
      });
    }
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL ?? null,
    publicUrl: (env.PUBLIC_URL ?? `http://${displayHost(env.HOST)}:${env.PORT}`).replace(
      /\/+$/,
      '',
    ),
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    corsOrigins: env.CORS_ORIGINS,
    jwtPrivateKeyPem: env.JWT_PRIVATE_KEY ?? null,
    signInRateLimitPerMinute: env.SIGN_IN_RATE_LIMIT,
    anonymousStreamsPerAddress: env.ANONYMOUS_STREAMS_PER_ADDRESS,
    trustedProxies: env.TRUSTED_PROXIES,
    payments: {
      moyasar: {
        apiUrl: env.MOYASAR_API_URL ?? null,
        secretKey: env.MOYASAR_SECRET_KEY ?? null,
        publishableKey: env.MOYASAR_PUBLISHABLE_KEY ?? null,
      },
      myfatoorah: {
        apiUrl: env.MYFATOORAH_API_URL ?? null,
        apiKey: env.MYFATOORAH_API_KEY ?? null,
        scriptUrl: env.MYFATOORAH_SCRIPT_URL ?? null,
      },
      tabby: {
        apiUrl: env.TABBY_API_URL ?? null,
        secretKey: env.TABBY_SECRET_KEY ?? null,
        merchantCode: env.TABBY_MERCHANT_CODE ?? null,
      },
      tamara: {
        apiUrl: env.TAMARA_API_URL ?? null,
        apiToken: env.TAMARA_API_TOKEN ?? null,
        notificationKey: env.TAMARA_NOTIFICATION_KEY ?? null,
      },
    },
    walletPass: {
      certificatePem: env.WALLET_PASS_CERTIFICATE ?? null,
      privateKeyPem: env.WALLET_PASS_PRIVATE_KEY ?? null,
      wwdrCertificatePem: env.WALLET_PASS_WWDR_CERTIFICATE ?? null,
      passTypeIdentifier: env.WALLET_PASS_TYPE_ID,
      teamIdentifier: env.WALLET_TEAM_ID,
    },
    metrics: {
      enabled: (env.METRICS ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
      token: env.METRICS_TOKEN ?? null,
    },
    tracing: tracesWanted(env),
    tenantSettingsFile: env.TENANT_SETTINGS_FILE ? path.resolve(env.TENANT_SETTINGS_FILE) : null,
    zatcaReporting: {
      apiUrl: env.ZATCA_REPORTING_URL ?? null,
      username: env.ZATCA_REPORTING_USERNAME ?? null,
      secret: env.ZATCA_REPORTING_SECRET ?? null,
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
  }));

/** The checked configuration every part of the API reads (never `process.env` directly). */
export type AppConfig = z.output<typeof configSchema>;

/**
 * Whether OpenTelemetry traces are asked for, by its standard variables: an exporter other than
 * `none` (`OTEL_TRACES_EXPORTER`) or an OTLP endpoint, and `OTEL_SDK_DISABLED` not `true`.
 * Nothing set: no SDK starts and no span is recorded.
 *
 * @example
 * tracesWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }); // true
 */
export function tracesWanted(env: {
  OTEL_SDK_DISABLED?: string | undefined;
  OTEL_TRACES_EXPORTER?: string | undefined;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string | undefined;
}): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (exporters.length > 0) return exporters.some((name) => name !== 'none');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** A wildcard listen address is not a host a browser can open. */
function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** The environment variables were missing or malformed; the message lists each problem. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads and checks the configuration from environment variables.
 *
 * @example
 * const config = loadConfig(process.env); // throws ConfigError listing every bad variable
 */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The checked configuration (see `loadConfig`). */
    config: AppConfig;
  }
}

/** Makes the configuration available as `app.config`. */
export const envPlugin = fp<{ config: AppConfig }>(
  (app, { config }, done) => {
    app.decorate('config', config);
    done();
  },
  { name: 'env' },
);
