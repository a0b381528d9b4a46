import type { Language } from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import type { SessionCustomer } from '../auth/session-repository.ts';

/**
 * Who calls a cart rule: the tenant, the signed-in customer (null for a guest) and the language
 * of the answer. Resolved before any transaction opens (the customer check reads the database).
 */
export interface CartCaller {
  tenantId: string;
  customer: SessionCustomer | null;
  language: Language;
}

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
