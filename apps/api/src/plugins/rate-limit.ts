import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { ClientGoneError } from '../errors/client-gone.ts';
import fp from 'fastify-plugin';
import { ApiError } from '../errors/api-error.ts';
import { retryAfterDetails } from '../errors/retry-after-details.ts';
import { databaseRateLimitStore } from './database-rate-limit-store.ts';
import type { AppConfig } from '../platform/env.ts';

/**
 * Per-address request limits (@fastify/rate-limit), applied only where a route asks for them with
 * `config: { rateLimit: … }`; over the limit answers 429 `RATE_LIMIT` with `Retry-After`. The
 * counters live in the database (`databaseRateLimitStore`), so a limit holds across every API
 * instance behind a balancer, not once per instance. The address is `request.ip`: the peer, or
 * behind a listed proxy (`TRUSTED_PROXIES`) the client that proxy saw.
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
      store: databaseRateLimitStore(app.deps.database.db, app.deps.clock),
      // A connection reset before this hook runs leaves no address (the default key then throws
      // a TypeError): that request is a client gone, not a server fault.
      keyGenerator: (request) => {
        const address = request.ip as string | undefined;
        if (address === undefined) throw new ClientGoneError();
        return normalizeIP(address);
      },
    });
  },
  { name: 'rate-limit', dependencies: ['deps'] },
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
