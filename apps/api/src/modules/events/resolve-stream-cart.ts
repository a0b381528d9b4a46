import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/api-error.ts';
import { findTenant, type TenantRef } from '../tenants/tenant-repository.ts';
import { findStreamCart, type StreamCart } from './find-stream-cart.ts';
import { streamViewer, type StreamViewer } from './stream-viewer.ts';

/** The tenant and cart a stream is for. */
export interface StreamTarget {
  tenant: TenantRef;
  cart: StreamCart;
  /** The shopper of the request's valid Bearer token, or null (a guest). */
  viewer: StreamViewer | null;
}

/**
 * Checks a stream request before it starts, so failures get the ABP error body: the tenant (named
 * by `tenantId`, or `__tenant` in the query or a header) — missing 400 `TENANT_REQUIRED`, unknown
 * 404 `TENANT_NOT_FOUND`; the cart — unknown 404 `CART_NOT_FOUND`; and ownership as
 * `GET /api/app/cart/{id}` has it (`assertCartAccess` in carts/cart-guards.ts): a cart with a customer streams
 * only to that customer's Bearer token — 401 `UNAUTHORIZED` without a valid one (so the client
 * refreshes it), 403 `FORBIDDEN` for another customer.
 *
 * @example
 * const { tenant, cart } = await resolveStreamCart(app, request, { tenant: query.tenantId, cartId });
 */
export async function resolveStreamCart(
  app: FastifyInstance,
  request: FastifyRequest,
  target: { tenant: string | undefined; cartId: string },
): Promise<StreamTarget> {
  const reference = target.tenant?.trim();
  if (!reference) throw new ApiError(400, 'TENANT_REQUIRED');
  const tenant = await findTenant(app.db, reference);
  if (!tenant) throw new ApiError(404, 'TENANT_NOT_FOUND');
  const cart = await findStreamCart(app.db, tenant.id, target.cartId);
  if (!cart) throw new ApiError(404, 'CART_NOT_FOUND');
  const viewer = request.headers.authorization ? await streamViewer(app, request, tenant.id) : null;
  const viewerCustomerId = viewer?.customerId ?? null;
  if (cart.customerId !== null) {
    if (viewerCustomerId === null) {
      throw new ApiError(401, 'UNAUTHORIZED', { headers: { 'www-authenticate': 'Bearer' } });
    }
    if (viewerCustomerId !== cart.customerId) throw new ApiError(403, 'FORBIDDEN');
  }
  return { tenant, cart, viewer };
}
