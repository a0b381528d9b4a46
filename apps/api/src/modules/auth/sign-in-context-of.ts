import type { FastifyInstance } from 'fastify';
import type { SignInContext } from './sign-in-context.ts';

/**
 * The sign-in rules' context from the app's injected dependencies.
 *
 * @example
 * await requestOtp(signInContextOf(app), tenant.id, mobileNumber, request.language);
 */
export function signInContextOf(app: FastifyInstance): SignInContext {
  const { deps } = app;
  return {
    db: app.db,
    clock: deps.clock,
    random: deps.random,
    keys: deps.signingKeys,
    smsSender: deps.smsSender,
    issuer: app.config.publicUrl,
    telemetry: deps.metrics,
  };
}
