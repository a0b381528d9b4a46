import type { FastifyPluginAsync } from 'fastify';
import { bankTransferRoutes } from '../bank-transfer/routes.ts';
import { couponRoutes } from '../coupons/routes.ts';
import { orderRoutes } from '../orders/routes.ts';
import { cartRoutes } from './cart-routes.ts';
import type { CartModuleOptions } from './cart-module-options.ts';

/**
 * The cart area of the tenant scope: the cart routes, the coupon check, processing and orders,
 * and the bank-transfer upload, all with the same catalogue and event recorder.
 *
 * @example
 * await scope.register(cartAreaRoutes);
 */
export const cartAreaRoutes: FastifyPluginAsync<CartModuleOptions> = async (app, options) => {
  await app.register(cartRoutes, options);
  await app.register(couponRoutes, options);
  await app.register(orderRoutes, options);
  await app.register(bankTransferRoutes, options);
};
