import {
  connectTokenClientId,
  connectTokenErrorSchema,
  connectTokenRequestSchema,
  connectTokenResponseSchema,
} from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { signInRateLimit } from '../../plugins/rate-limit.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { refreshSession } from './refresh-session.ts';
import { signInContextOf } from './sign-in-context-of.ts';
import { signInWithOtp } from './sign-in-with-otp.ts';
import { oauthErrorFor } from './token-request-error.ts';

/**
 * `POST /connect/token` (form-encoded): the `mobile_number` and `refresh_token` grants. Refusals
 * answer OAuth 2.0 style, 400 `{ error, error_description }`, not the ABP body
 * (docs/product/wire-conventions.md); 404 (unknown tenant), 413, 415, 429 and 500 keep the ABP
 * body.
 */
export const connectTokenRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // This scope's own error handler answers every 400 in the OAuth shape; the rest go up to the
  // app's handler (rethrowing passes an error to the parent handler).
  app.setErrorHandler((error, request, reply) => {
    const oauthError = oauthErrorFor(error, request.body);
    if (!oauthError) throw error;
    return reply
      .code(400)
      .header('cache-control', 'no-store')
      .send(oauthError.toBody(request.language));
  });

  app.post(
    '/connect/token',
    {
      bodyLimit: 8192,
      config: { rateLimit: signInRateLimit(app.config) },
      schema: {
        operationId: 'issueTokens',
        tags: ['auth'],
        summary: 'Sign in with a one-time code, or refresh the tokens',
        description: `Form-encoded. client_id=${connectTokenClientId}; grant_type=mobile_number with otp and token, or grant_type=refresh_token with refresh_token. Refresh tokens rotate; a reused one revokes its whole family.`,
        consumes: ['application/x-www-form-urlencoded'],
        body: connectTokenRequestSchema,
        response: {
          200: described(connectTokenResponseSchema, 'The access and refresh tokens'),
          400: described(
            connectTokenErrorSchema,
            'OAuth error (`invalid_grant`, `invalid_request`, `unsupported_grant_type`, …)',
          ),
          ...errorResponses(404, 413, 415, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const context = signInContextOf(app);
      const body = request.body;
      // Tokens must not be cached anywhere (RFC 6749 section 5.1).
      void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return body.grant_type === 'mobile_number'
        ? signInWithOtp(context, tenant.id, { otp: body.otp, token: body.token }, request.language)
        : refreshSession(context, tenant.id, body.refresh_token);
    },
  );
  done();
};
