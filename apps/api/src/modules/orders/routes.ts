import {
  orderListSchema,
  pagedQuerySchema,
  paymentMethodCodeSchema,
  processCartResultSchema,
} from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, tenantErrorStatuses } from '../../http/error-responses.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { cartCallerOf } from '../carts/cart-caller-of.ts';
import { cartContextOf } from '../carts/cart-context-of.ts';
import type { CartModuleOptions } from '../carts/cart-module-options.ts';
import { paymentContextOf } from '../payments/payment-context.ts';
import { processOnlineCart } from '../payments/process-online-cart.ts';
import { listOrders } from './list-orders.ts';
import { processCart } from './process-cart.ts';

/**
 * `POST /api/app/cart/{cartId}/process?paymentMethod=1|2|3` (completes a cash or bank-transfer
 * cart; answers the order a paid online attempt made) and `GET /api/app/cart/orders` (the signed-in customer's orders).
 */
export const orderRoutes: FastifyPluginCallbackZod<CartModuleOptions> = (app, options, done) => {
  const context = cartContextOf(app, options);
  const paymentContext = paymentContextOf(app, options);

  app.post(
    '/api/app/cart/:cartId/process',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Complete a cash (1) or bank-transfer (3) cart, or answer the order of a paid online (2) one; a repeat answers the same order',
        security: [{ tenant: [], bearerAuth: [] }, { tenant: [] }],
        params: z.object({ cartId: z.string().min(1).max(100) }),
        querystring: z.object({
          // One message in the request's language for a word, a number out of range or none.
          paymentMethod: z.coerce
            .number({ error: 'validation.paymentMethodCode.invalid' })
            .pipe(paymentMethodCodeSchema),
        }),
        response: {
          200: processCartResultSchema,
          ...errorResponses(...tenantErrorStatuses, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const caller = await cartCallerOf(request);
      const { cartId } = request.params;
      const code = request.query.paymentMethod;
      // Online payments complete through their paid attempt; this answers its order.
      if (code === 2) return processOnlineCart(paymentContext, caller, cartId);
      return processCart(context, caller, cartId, code);
    },
  );

  app.get(
    '/api/app/cart/orders',
    {
      schema: {
        tags: ['cart'],
        summary: "The signed-in customer's orders (Sorting, SkipCount, MaxResultCount)",
        security: [{ tenant: [], bearerAuth: [] }],
        querystring: pagedQuerySchema,
        response: { 200: orderListSchema, ...errorResponses(...tenantErrorStatuses, 401) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return listOrders(
        app.db,
        tenantOf(request).id,
        customer.customerId,
        request.query,
        request.language,
      );
    },
  );

  done();
};
