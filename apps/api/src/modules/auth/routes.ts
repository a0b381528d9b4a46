import type { FastifyPluginAsync } from 'fastify';
import { connectTokenRoutes } from './connect-token-routes.ts';
import { currentUserRoutes } from './current-user-routes.ts';
import { otpRoutes } from './otp-routes.ts';

/**
 * The sign-in routes of the tenant scope: `POST /api/app/otp`, `POST /connect/token` and
 * `GET /api/auth/current-user`. (`GET /dev/otp-outbox` is registered outside the tenant scope.)
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(otpRoutes);
  await app.register(connectTokenRoutes);
  await app.register(currentUserRoutes);
};
