import {
  cartPaymentSchema,
  executeCartPaymentQuerySchema,
  initiatePaymentSessionQuerySchema,
  moyasarPayRequestSchema,
  moyasarSessionRequestSchema,
  moyasarSessionSchema,
  paymentAttemptSchema,
  paymentSessionSchema,
  verifyPaymentAttemptRequestSchema,
} from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bodyErrorStatuses,
  errorResponses,
  tenantErrorStatuses,
} from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { cartCallerOf } from '../carts/cart-caller.ts';
import type { CartModuleOptions } from '../carts/cart-context.ts';
import { idempotencyHeaders, idempotencyKeyOf } from './attempts/idempotency-key.ts';
import { instalmentRoutes } from './instalments/instalment-routes.ts';
import { executeCartPayment, initiateCardSession } from './card/myfatoorah-payment.ts';
import { payMoyasarAttempt, startMoyasarSession } from './card/moyasar-payment.ts';
import { reconcileOwnAttempt } from './attempts/own-attempt.ts';
import { paymentContextOf } from './payment-context.ts';
import { processRoutes } from './process/process-routes.ts';

const signedIn = [{ tenant: [], bearerAuth: [] }];
const attemptParams = z.object({ attemptId: z.string().min(1).max(100) });

/**
 * The payment routes of the tenant scope (docs/product/api.md): the card providers' sessions and
 * payments, tabby and tamara (see `instalment-routes.ts`), and the caller's attempts — read (asking
 * the provider while pending), verified, cancelled. Each needs the signed-in customer who owns the
 * cart. The cart's processing, for every method, is `process-routes.ts`.
 */
export const paymentRoutes: FastifyPluginCallbackZod<CartModuleOptions> = (app, options, done) => {
  const context = paymentContextOf(app, options);

  app.post(
    '/payment/moyasar/session',
    {
      schema: {
        operationId: 'startMoyasarSession',
        tags: ['payment'],
        summary:
          'Start (or find by Idempotency-Key) a card or Apple Pay attempt: token-style provider',
        security: signedIn,
        headers: idempotencyHeaders,
        body: moyasarSessionRequestSchema,
        response: {
          200: described(moyasarSessionSchema, 'The payment attempt and its provider session'),
          ...errorResponses(...tenantErrorStatuses, ...bodyErrorStatuses, 401, 403, 409),
        },
      },
    },
    async (request) =>
      startMoyasarSession(
        context,
        await cartCallerOf(request),
        request.body,
        idempotencyKeyOf(request.headers),
      ),
  );

  app.post(
    '/payment/moyasar/pay',
    {
      schema: {
        operationId: 'payMoyasar',
        tags: ['payment'],
        summary:
          "Pay the attempt with the browser's card token (once); answers the 3-D Secure page",
        security: signedIn,
        body: moyasarPayRequestSchema,
        response: {
          200: described(cartPaymentSchema, 'The attempt, with the 3-D Secure page to open'),
          ...errorResponses(
            ...tenantErrorStatuses,
            ...bodyErrorStatuses,
            401,
            402,
            403,
            409,
            502,
            503,
          ),
        },
      },
    },
    async (request) => payMoyasarAttempt(context, await cartCallerOf(request), request.body),
  );

  app.post(
    '/api/app/payment/initiate-session/:customerId',
    {
      schema: {
        operationId: 'initiatePaymentSession',
        tags: ['payment'],
        summary: "A session of the session-style provider's embedded card form",
        security: signedIn,
        params: z.object({ customerId: z.string().min(1).max(100) }),
        querystring: initiatePaymentSessionQuerySchema,
        response: {
          200: described(paymentSessionSchema, "The provider's card form session"),
          ...errorResponses(...tenantErrorStatuses, 401, 403, 502, 503),
        },
      },
    },
    async (request) =>
      initiateCardSession(
        context,
        await cartCallerOf(request),
        request.params.customerId,
        request.query,
      ),
  );

  app.post(
    '/api/app/payment/execute-cart-payment',
    {
      schema: {
        operationId: 'executeCartPayment',
        tags: ['payment'],
        summary: 'Start (or find by Idempotency-Key) a card attempt and execute it (once)',
        security: signedIn,
        headers: idempotencyHeaders,
        querystring: executeCartPaymentQuerySchema,
        response: {
          200: described(cartPaymentSchema, 'The attempt and where to send the shopper'),
          ...errorResponses(...tenantErrorStatuses, 401, 403, 409, 502, 503),
        },
      },
    },
    async (request) =>
      executeCartPayment(
        context,
        await cartCallerOf(request),
        request.query,
        idempotencyKeyOf(request.headers),
      ),
  );

  app.get(
    '/api/app/payment/attempts/:attemptId',
    {
      schema: {
        operationId: 'getPaymentAttempt',
        tags: ['payment'],
        summary: 'A payment attempt of the caller; a pending one is asked about at its provider',
        security: signedIn,
        params: attemptParams,
        response: {
          200: described(paymentAttemptSchema, 'The payment attempt'),
          ...errorResponses(...tenantErrorStatuses, 401, 403),
        },
      },
    },
    async (request) =>
      reconcileOwnAttempt(context, await cartCallerOf(request), request.params.attemptId),
  );

  app.post(
    '/api/app/payment/attempts/:attemptId/verify',
    {
      schema: {
        operationId: 'verifyPaymentAttempt',
        tags: ['payment'],
        summary: 'Settle the attempt now from its provider (Apple Pay: record its payment first)',
        security: signedIn,
        params: attemptParams,
        body: verifyPaymentAttemptRequestSchema,
        response: {
          200: described(paymentAttemptSchema, 'The settled payment attempt'),
          ...errorResponses(...tenantErrorStatuses, ...bodyErrorStatuses, 401, 403),
        },
      },
    },
    async (request) => {
      const { providerPaymentId } = request.body;
      return reconcileOwnAttempt(context, await cartCallerOf(request), request.params.attemptId, {
        ...(providerPaymentId === undefined ? {} : { providerPaymentId }),
      });
    },
  );

  app.post(
    '/api/app/payment/attempts/:attemptId/cancel',
    {
      schema: {
        operationId: 'cancelPaymentAttempt',
        tags: ['payment'],
        summary: 'Abandon a pending attempt (it completes instead if it turns out paid)',
        security: signedIn,
        params: attemptParams,
        response: {
          200: described(paymentAttemptSchema, 'The payment attempt, cancelled (or completed)'),
          ...errorResponses(...tenantErrorStatuses, 401, 403),
        },
      },
    },
    async (request) =>
      reconcileOwnAttempt(context, await cartCallerOf(request), request.params.attemptId, {
        cancel: true,
      }),
  );

  void app.register(instalmentRoutes, options);
  void app.register(processRoutes, options);
  done();
};
