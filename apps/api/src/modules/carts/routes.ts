import type { FastifyPluginAsync } from 'fastify';
import { cartRoutes } from './cart-routes.ts';
import type { CartModuleOptions } from './cart-context.ts';
import { couponCheckRoutes } from './coupon/coupon-check-routes.ts';

/**
 * The carts module's routes: the cart itself and the coupon check, which prices items as cart
 * lines. Orders and bank transfer, which build on carts, register their own in `app.ts`.
 *
 * @example
 * await scope.register(cartsRoutes, { catalog });
 */
export const cartsRoutes: FastifyPluginAsync<CartModuleOptions> = async (app, options) => {
  await app.register(cartRoutes, options);
  await app.register(couponCheckRoutes, options);
};
