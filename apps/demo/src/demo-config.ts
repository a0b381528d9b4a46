import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * What `npm start` reads beside the API's configuration (docs/product/runtime.md): the payment
 * sandbox, the example host shop and the demo data. The API's own configuration knows none of
 * these; production runs neither the sandbox nor the shop, and never seeds.
 */
const demoConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    /** Seeds the demo tenants on start (idempotent): on unless `false`. */
    SEED_DEMO_DATA: booleanFlag.default(true),
    /**
     * Port of the payment sandbox `npm start` runs beside the API (its own origin, as a real
     * provider's); default PORT + 1 (0 with PORT=0). Used only for providers whose API URL is unset.
     */
    PAYMENT_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
    /** That sandbox playing a slow provider: every answer delayed this long (fault drills). */
    PAYMENT_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    /** That sandbox playing a failing provider: this share (0 to 1) of its answers are 503. */
    PAYMENT_SANDBOX_ERROR_RATE: z.coerce.number().min(0).max(1).default(0),
    /**
     * Port of the example host shop `npm start` serves outside production: a tenant's site on its
     * own origin embedding the storefront (docs/product/embedding.md), which the start adds to
     * `CORS_ORIGINS`. Default 5174 (0 with PORT=0: a free port).
     */
    HOST_SHOP_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
    /**
     * The checkout build's whole output on the terminal (as `npm start -- --verbose`); otherwise
     * it goes to DATA_DIR/logs/checkout-build.log, shown in full only when the build fails.
     */
    STOREFRONT_VERBOSE: booleanFlag.default(false),
  })
  .transform((env) => ({
    seedDemoData: env.SEED_DEMO_DATA,
    verbose: env.STOREFRONT_VERBOSE,
    hostShopPort: env.HOST_SHOP_PORT ?? (env.PORT === 0 ? 0 : 5174),
    sandboxPort: env.PAYMENT_SANDBOX_PORT ?? (env.PORT === 0 ? 0 : env.PORT + 1),
    sandboxFaults: {
      delayMs: env.PAYMENT_SANDBOX_DELAY_MS,
      errorRate: env.PAYMENT_SANDBOX_ERROR_RATE,
    },
  }));

/** The demo's own settings (see `loadDemoConfig`). */
export type DemoConfig = z.output<typeof demoConfigSchema>;

/**
 * Reads the demo's settings from environment variables; unset and empty ones take the defaults.
 * The API's configuration (`loadConfig`) checks the rest, PORT included.
 *
 * @example
 * const demo = loadDemoConfig(process.env); // { seedDemoData: true, hostShopPort: 5174, … }
 */
export function loadDemoConfig(env: Record<string, string | undefined>): DemoConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = demoConfigSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}
