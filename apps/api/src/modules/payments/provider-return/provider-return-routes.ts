import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../errors/api-error.ts';
import { errorResponses } from '../../../http/error-responses.ts';
import { described } from '../../../http/described.ts';
import { paymentContextOf } from '../payment-context.ts';
import { paymentMessage } from '../payment-messages.ts';
import { findAttemptAnywhere } from '../attempts/payment-attempt-repository.ts';
import { reconcileAttempt } from './reconcile-attempt.ts';
import { withAttemptParam } from './return-url.ts';

/** Per-IP limit of the public payment routes: generous for returns, a brake on guessing. */
const publicRateLimit = { max: 120, timeWindow: 60_000 };

/** What tamara's notification carries that we use (the rest is ignored). */
const tamaraNotificationSchema = z.looseObject({ order_id: z.string().min(1).max(200) });

/**
 * The payment routes without a tenant header, where the attempt (or the provider's payment id)
 * names the tenant: the shopper's return from a provider and tamara's notifications. (The
 * sweeper of lapsed holds is started by the app: app.ts.)
 */
export const paymentPublicRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const context = paymentContextOf(app);

  app.get(
    '/api/app/payment/return/:attemptId',
    {
      config: { rateLimit: publicRateLimit },
      schema: {
        operationId: 'returnFromProvider',
        tags: ['payment'],
        security: [],
        summary:
          "The shopper's return from a provider: settles the attempt with the provider, then 303 to the checkout",
        params: z.object({ attemptId: z.string().min(1).max(100) }),
        // The provider's own query (ids, statuses) is ignored: only its API is believed. `outcome`
        // is ours, in the address we gave an instalment provider: its cancel and failure pages
        // leave the payment unfinished at the provider, and the shopper has given up on it.
        querystring: z.looseObject({ outcome: z.string().max(20).optional() }),
        response: {
          303: z.null().describe('To the checkout URL with `paymentAttempt=<id>`'),
          ...errorResponses(400, 404, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const found = await findAttemptAnywhere(app.db, { id: request.params.attemptId });
      if (!found) {
        throw new ApiError(404, 'NOT_FOUND', {
          message: paymentMessage('attemptNotFound', request.language),
        });
      }
      const gaveUp = request.query.outcome === 'cancel' || request.query.outcome === 'failure';
      // Asked first all the same: a payment the provider reports paid still becomes the order.
      const attempt = await reconcileAttempt(context, found.tenantId, found.id, request.language, {
        cancel: gaveUp,
      });
      const failed = attempt.status !== 'pending' && attempt.status !== 'paid';
      const target = failed && attempt.errorReturnUrl ? attempt.errorReturnUrl : attempt.returnUrl;
      return reply.code(303).redirect(withAttemptParam(target, attempt.id), 303);
    },
  );

  app.post(
    '/api/app/payment/tamara/notification',
    {
      config: { rateLimit: publicRateLimit },
      schema: {
        operationId: 'notifyTamaraOrder',
        tags: ['payment'],
        security: [],
        summary: "tamara's order notification (tamaraToken checked), settling its attempt",
        querystring: z.object({ tamaraToken: z.string().min(1).max(4000) }),
        body: tamaraNotificationSchema,
        response: {
          200: described(z.object({}), 'The notification was taken'),
          ...errorResponses(400, 401, 413, 415, 429, 500),
        },
      },
    },
    async (request) => {
      const valid = await context.providers.tamara.verifyNotificationToken(
        request.query.tamaraToken,
      );
      if (!valid) {
        throw new ApiError(401, 'UNAUTHORIZED', {
          message: paymentMessage('invalidNotification', request.language),
        });
      }
      const found = await findAttemptAnywhere(app.db, {
        provider: 'tamara',
        providerPaymentId: request.body.order_id,
      });
      if (found) await reconcileAttempt(context, found.tenantId, found.id, request.language);
      return {};
    },
  );

  done();
};
