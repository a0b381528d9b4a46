import { paymentMethodCodeSchema, processCartResultSchema } from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, tenantErrorStatuses } from '../../../http/error-responses.ts';
import { described } from '../../../http/described.ts';
import { cartCallerOf } from '../../carts/cart-caller.ts';
import { cartContextOf } from '../../carts/cart-context.ts';
import type { CartModuleOptions } from '../../carts/cart-context.ts';
import { processCart } from '../../orders/process-cart.ts';
import { paymentContextOf } from '../payment-context.ts';
import { processOnlineCart } from './process-online-cart.ts';

/**
 * `POST /api/app/cart/{cartId}/process?paymentMethod=1|2|3`: completes a cash or bank-transfer
 * cart (orders' `processCart`), or answers the order a paid online attempt made. It sits here, not
 * in orders, because it needs both and payments may use orders, never the reverse
 * (docs/decisions/0012).
 */
export const processRoutes: FastifyPluginCallbackZod<CartModuleOptions> = (app, options, done) => {
  const context = cartContextOf(app, options);
  const paymentContext = paymentContextOf(app, options);

  app.post(
    '/api/app/cart/:cartId/process',
    {
      schema: {
        operationId: 'processCart',
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
          200: described(processCartResultSchema, 'The order made from the cart'),
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

  done();
};
