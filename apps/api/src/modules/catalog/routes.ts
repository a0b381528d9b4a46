import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityRoutes } from '../availability/routes.ts';
import { branchRoutes } from '../branches/routes.ts';
import { pricingRoutes } from '../pricing/routes.ts';
import { providerRoutes } from '../providers/routes.ts';
import { productRoutes } from './product-routes.ts';

/**
 * Every route of the catalogue area in the tenant scope: products, price amounts, availability,
 * providers and branches (the public product image route is `productImageRoutes`).
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(productRoutes);
  await app.register(pricingRoutes);
  await app.register(availabilityRoutes);
  await app.register(providerRoutes);
  await app.register(branchRoutes);
};
