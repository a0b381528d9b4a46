import {
  orderTaxDocumentsSchema,
  processCartResultSchema,
  type AddCartItem,
  type OrderTaxDocuments,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../../../testing/sign-in.ts';
import { cartOfResponse, newCartWith } from '../../carts/testing/cart-routes.ts';

/** The tax documents of the order of `cartId`, as its customer reads them (200 expected). */
export async function taxDocumentsOf(
  app: FastifyInstance,
  shopper: SignedIn,
  cartId: string,
): Promise<OrderTaxDocuments> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/app/identity-customer/orders/${cartId}/tax-invoice`,
    headers: shopper.headers,
  });
  if (response.statusCode !== 200) {
    throw new Error(`Expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return orderTaxDocumentsSchema.parse(response.json());
}

/**
 * Carts with `items` each, the shopper named on each, ready to process: what placing several
 * orders at once starts from.
 */
export async function readyCarts(
  app: FastifyInstance,
  shopper: SignedIn,
  count: number,
  items: () => AddCartItem[],
): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const cart = await newCartWith(app, shopper.headers, items());
    cartOfResponse(
      await app.inject({
        method: 'PUT',
        url: `/api/app/cart/customer/${cart.id}`,
        headers: shopper.headers,
        query: { name: 'Sara', mobileNumber: shopper.mobileNumber, otpToken: shopper.otpToken },
        payload: {},
      }),
    );
    ids.push(cart.id);
  }
  return ids;
}

/** Processes the carts all at once by cash; answers their order numbers. */
export async function processAtOnce(
  app: FastifyInstance,
  shopper: SignedIn,
  cartIds: readonly string[],
): Promise<string[]> {
  const responses = await Promise.all(
    cartIds.map((cartId) =>
      app.inject({
        method: 'POST',
        url: `/api/app/cart/${cartId}/process?paymentMethod=1`,
        headers: shopper.headers,
      }),
    ),
  );
  return responses.map((response) => {
    if (response.statusCode !== 200) {
      throw new Error(`Process failed: ${response.statusCode} ${response.body}`);
    }
    return processCartResultSchema.parse(response.json()).orderNumber;
  });
}
