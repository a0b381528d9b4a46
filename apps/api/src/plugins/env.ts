import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** `.data/` at the repository root: the embedded database and the generated signing key. */
const defaultDataDir = fileURLToPath(new URL('../../../../.data', import.meta.url));

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const originSchema = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value).origin)
  .describe('an origin such as https://shop.example.com');

/**
 * The environment the API reads, checked at start-up (decisions.md "Runtime"). Unset and empty
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
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter((origin) => origin.length > 0),
      )
      .pipe(z.array(originSchema)),
    /** PKCS#8 PEM of the ES256 key signing access tokens; generated into DATA_DIR when unset. */
    JWT_PRIVATE_KEY: z.string().includes('PRIVATE KEY').optional(),
    /** Seeds the demo tenants on start (idempotent). */
    SEED_DEMO_DATA: booleanFlag.default(true),
    /** Sign-in calls (`/api/app/otp`, `/connect/token`) allowed per client IP per minute. */
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    /** Behind a load balancer: trust `X-Forwarded-For`, so limits count the client's IP. */
    TRUST_PROXY: booleanFlag.default(false),
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
    seedDemoData: env.SEED_DEMO_DATA,
    signInRateLimitPerMinute: env.SIGN_IN_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
  }));

/** The checked configuration every part of the API reads (never `process.env` directly). */
export type AppConfig = z.output<typeof configSchema>;

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
