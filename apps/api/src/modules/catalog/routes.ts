import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productRoutes } from './product-routes.ts';

/**
 * The catalogue module's tenant-scope routes: products (the public product image route is
 * `productImageRoutes`). Availability, pricing, providers and branches, which build on the
 * catalogue, register their own in `app.ts`.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(productRoutes);
};
