import type { Language, OrderList, PagedQuery } from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { fieldError } from '../../errors/field-error.ts';
import { requireCustomer } from '../auth/auth-plugin.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { orderMessage } from './order-messages.ts';
import { createOrderRepository, type OrderItemRecord } from './order-repository.ts';
import { parseOrderSorting } from './parse-order-sorting.ts';
import { toOrder } from './to-order.ts';

/**
 * `GET /api/app/cart/orders`: one page of the customer's orders (their completed carts), newest
 * first unless `Sorting` says otherwise; an unknown `Sorting` is 400 `VALIDATION_ERROR`.
 *
 * @example
 * const page = await listOrders(app.db, tenant.id, customer.customerId, { SkipCount: 0, MaxResultCount: 5 }, 'en');
 */
export async function listOrders(
  db: Db,
  tenantId: string,
  customerId: string,
  query: PagedQuery,
  language: Language,
): Promise<OrderList> {
  const sorting = parseOrderSorting(query.Sorting);
  if (!sorting) {
    throw fieldError('Sorting', orderMessage('unknownSorting', language));
  }
  const orders = createOrderRepository(db, tenantId);
  const page = await orders.page({
    customerId,
    skip: query.SkipCount,
    take: query.MaxResultCount,
    ...sorting,
  });
  const items = await orders.itemsOfCarts(page.orders.map((order) => order.cartId));
  const itemsByCart = new Map<string, OrderItemRecord[]>();
  for (const item of items) {
    itemsByCart.set(item.cartId, [...(itemsByCart.get(item.cartId) ?? []), item]);
  }
  return {
    totalCount: page.totalCount,
    items: page.orders.map((order) =>
      toOrder(order, itemsByCart.get(order.cartId) ?? [], language),
    ),
  };
}

/**
 * The signed-in caller's page of orders (401 when no customer is signed in), as both order list
 * routes answer it (`GET /api/app/cart/orders`, `GET /api/app/identity-customer/orders`).
 *
 * @example
 * async (request) => listOwnOrders(app.db, request, request.query)
 */
export async function listOwnOrders(
  db: Db,
  request: FastifyRequest,
  query: PagedQuery,
): Promise<OrderList> {
  const customer = await requireCustomer(request);
  return listOrders(db, tenantOf(request).id, customer.customerId, query, request.language);
}
