import { orderListSchema, pagedQuerySchema } from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses, tenantErrorStatuses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import type { CartModuleOptions } from '../carts/cart-context.ts';
import { listOwnOrders } from './list-orders.ts';

/**
 * `GET /api/app/cart/orders`: the signed-in customer's orders. Processing a cart
 * (`POST …/process`) needs payments too, so its route is payments' `process-routes.ts`.
 */
export const orderRoutes: FastifyPluginCallbackZod<CartModuleOptions> = (app, _options, done) => {
  app.get(
    '/api/app/cart/orders',
    {
      schema: {
        operationId: 'listCartOrders',
        tags: ['cart'],
        summary: "The signed-in customer's orders (Sorting, SkipCount, MaxResultCount)",
        security: [{ tenant: [], bearerAuth: [] }],
        querystring: pagedQuerySchema,
        response: {
          200: described(orderListSchema, "A page of the customer's orders"),
          ...errorResponses(...tenantErrorStatuses, 401),
        },
      },
    },
    async (request) => listOwnOrders(app.db, request, request.query),
  );

  done();
};
