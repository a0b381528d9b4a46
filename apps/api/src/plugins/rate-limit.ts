import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ApiError } from '../errors/api-error.ts';
import { retryAfterDetails } from '../errors/retry-after-details.ts';
import type { AppConfig } from './env.ts';

/**
 * Per-IP request limits (@fastify/rate-limit), applied only where a route asks for them with
 * `config: { rateLimit: … }`; over the limit answers 429 `RATE_LIMIT` with `Retry-After`. The
 * counters live in each instance's memory: they slow a single client down, while limits that must
 * hold across instances (codes per mobile number) are counted in the database.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      // The limiter's own error is English ("Rate limit exceeded, retry in 1 minute"): the 429 is
      // built here with its wait in the request's language; the error handler words the rest.
      errorResponseBuilder: (request, context) =>
        new ApiError(429, 'RATE_LIMIT', {
          details: retryAfterDetails(context.ttl, request.language),
        }),
    });
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
