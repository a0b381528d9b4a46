import type { FastifyRequest } from 'fastify';
import { tenantOf } from '../../plugins/tenant.ts';
import type { CartCaller } from './cart-caller.ts';

/**
 * The caller of a cart route: its tenant, its signed-in customer (a missing or stale token is a
 * guest) and its language.
 *
 * @example
 * const cart = await getCart(context, await cartCallerOf(request), request.params.id, options);
 */
export async function cartCallerOf(request: FastifyRequest): Promise<CartCaller> {
  const tenant = tenantOf(request);
  return {
    tenantId: tenant.id,
    customer: await request.currentCustomer(),
    language: request.language,
  };
}
