import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { AppConfig } from './env.ts';

/**
 * Per-IP request limits (@fastify/rate-limit), applied only where a route asks for them with
 * `config: { rateLimit: … }`; over the limit answers 429 `RATE_LIMIT` with `Retry-After`. The
 * counters live in each instance's memory: they slow a single client down, while limits that must
 * hold across instances (codes per mobile number) are counted in the database.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);

/**
 * The limit of the sign-in routes (`/api/app/otp`, `/connect/token`): `SIGN_IN_RATE_LIMIT` calls
 * per IP per minute.
 *
 * @example
 * app.post('/api/app/otp', { config: { rateLimit: signInRateLimit(app.config) } }, handler);
 */
export function signInRateLimit(config: AppConfig) {
  return { max: config.signInRateLimitPerMinute, timeWindow: 60_000 };
}
