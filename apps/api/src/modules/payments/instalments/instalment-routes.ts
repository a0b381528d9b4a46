import {
  instalmentSessionRequestSchema,
  tabbyEligibilityRequestSchema,
  tabbyEligibilitySchema,
  tabbySessionSchema,
  tamaraSessionSchema,
} from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  bodyErrorStatuses,
  errorResponses,
  tenantErrorStatuses,
} from '../../../http/error-responses.ts';
import { described } from '../../../http/described.ts';
import { cartCallerOf } from '../../carts/cart-caller.ts';
import type { CartModuleOptions } from '../../carts/cart-context.ts';
import { idempotencyHeaders, idempotencyKeyOf } from '../attempts/idempotency-key.ts';
import {
  startTabbySession,
  startTamaraSession,
  testTabbyEligibility,
} from './instalment-payment.ts';
import { paymentContextOf } from '../payment-context.ts';

const signedIn = [{ tenant: [], bearerAuth: [] }];
const sessionErrors = errorResponses(
  ...tenantErrorStatuses,
  ...bodyErrorStatuses,
  401,
  403,
  409,
  502,
  503,
);

/**
 * The instalment providers' routes of the tenant scope: tabby's pre-scoring and session, and
 * tamara's checkout session. Each needs the signed-in customer who owns the cart.
 */
export const instalmentRoutes: FastifyPluginCallbackZod<CartModuleOptions> = (
  app,
  options,
  done,
) => {
  const context = paymentContextOf(app, options);

  app.post(
    '/api/app/tabby/test-customer-eligibility',
    {
      schema: {
        operationId: 'checkTabbyEligibility',
        tags: ['payment'],
        summary: "tabby's pre-scoring of the cart's customer (no attempt, nothing held)",
        security: signedIn,
        body: tabbyEligibilityRequestSchema,
        response: {
          200: described(tabbyEligibilitySchema, "tabby's answer"),
          ...errorResponses(...tenantErrorStatuses, ...bodyErrorStatuses, 401, 403, 502, 503),
        },
      },
    },
    async (request) => testTabbyEligibility(context, await cartCallerOf(request), request.body),
  );

  app.post(
    '/api/app/tabby/session',
    {
      schema: {
        operationId: 'startTabbySession',
        tags: ['payment'],
        summary: 'Start (or find by Idempotency-Key) a tabby attempt and its hosted checkout',
        security: signedIn,
        headers: idempotencyHeaders,
        body: instalmentSessionRequestSchema,
        response: {
          200: described(tabbySessionSchema, 'The attempt and its hosted checkout'),
          ...sessionErrors,
        },
      },
    },
    async (request) =>
      startTabbySession(
        context,
        await cartCallerOf(request),
        request.body,
        idempotencyKeyOf(request.headers),
      ),
  );

  app.post(
    '/api/app/tamara/cart-session',
    {
      schema: {
        operationId: 'startTamaraSession',
        tags: ['payment'],
        summary: 'Start (or find by Idempotency-Key) a tamara attempt and its checkout',
        security: signedIn,
        headers: idempotencyHeaders,
        body: instalmentSessionRequestSchema,
        response: {
          200: described(tamaraSessionSchema, 'The attempt and its checkout'),
          ...sessionErrors,
        },
      },
    },
    async (request) =>
      startTamaraSession(
        context,
        await cartCallerOf(request),
        request.body,
        idempotencyKeyOf(request.headers),
      ),
  );

  done();
};
