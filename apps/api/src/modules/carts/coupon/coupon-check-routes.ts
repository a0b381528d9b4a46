import {
  addCartItemSchema,
  checkCouponRequestSchema,
  checkCouponResultSchema,
  couponCodeSchema,
} from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bodyErrorStatuses,
  errorResponses,
  tenantErrorStatuses,
} from '../../../http/error-responses.ts';
import { described } from '../../../http/described.ts';
import { cartCallerOf } from '../cart-caller.ts';
import { cartContextOf } from '../cart-context.ts';
import type { CartModuleOptions } from '../cart-context.ts';
import { checkCoupon } from './check-coupon.ts';

/** `POST /api/app/coupon/check-coupon`: checks a code against items without applying it. */
export const couponCheckRoutes: FastifyPluginCallbackZod<CartModuleOptions> = (
  app,
  options,
  done,
) => {
  const context = cartContextOf(app, options);
  app.post(
    '/api/app/coupon/check-coupon',
    {
      schema: {
        operationId: 'checkCoupon',
        tags: ['cart'],
        summary: 'Whether a coupon applies to these items now, and its discount',
        body: z.object({
          ...checkCouponRequestSchema.shape,
          couponCode: couponCodeSchema,
          cartItems: z.array(addCartItemSchema).max(50),
        }),
        response: {
          200: described(checkCouponResultSchema, 'Whether the coupon applies, and its discount'),
          ...errorResponses(...tenantErrorStatuses, ...bodyErrorStatuses, 409),
        },
      },
    },
    async (request) => checkCoupon(context, await cartCallerOf(request), request.body),
  );
  done();
};
