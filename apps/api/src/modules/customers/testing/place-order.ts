import { processCartResultSchema, type AddCartItem } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { seedIds } from '../../../db/seed/index.ts';
import type { SignedIn } from '../../../testing/sign-in.ts';
import {
  cartOfResponse,
  multipart,
  newCartWith,
  pngBytes,
} from '../../carts/testing/cart-routes.ts';

/**
 * Places an order the way the checkout does: a cart with `items`, the signed-in shopper named on
 * it, then `POST …/process` by cash or, with `bankTransfer`, by bank transfer (receipt first).
 * Answers the order number.
 *
 * @example
 * const orderNumber = await placeOrder(app, sara, [seededItems.coffee250g()]);
 */
export async function placeOrder(
  app: FastifyInstance,
  shopper: SignedIn,
  items: AddCartItem[],
  method: 'cash' | 'bankTransfer' = 'cash',
): Promise<{ cartId: string; orderNumber: string }> {
  const cart = await newCartWith(app, shopper.headers, items);
  cartOfResponse(
    await app.inject({
      method: 'PUT',
      url: `/api/app/cart/customer/${cart.id}`,
      headers: shopper.headers,
      query: { name: 'Sara', mobileNumber: shopper.mobileNumber, otpToken: shopper.otpToken },
      payload: {},
    }),
  );
  if (method === 'bankTransfer') {
    const body = multipart([
      { field: 'receipt', filename: 'receipt.png', contentType: 'image/png', content: pngBytes },
    ]);
    const info = await app.inject({
      method: 'POST',
      url: `/api/app/cart/set-bank-transfer-info/${cart.id}`,
      query: { transferorName: 'Sara', bankAccountId: seedIds.bankAccounts.demoAlRajhi },
      headers: { ...shopper.headers, ...body.headers },
      payload: body.payload,
    });
    if (info.statusCode !== 200) throw new Error(`Transfer info: ${info.statusCode} ${info.body}`);
  }
  const processed = await app.inject({
    method: 'POST',
    url: `/api/app/cart/${cart.id}/process?paymentMethod=${method === 'cash' ? 1 : 3}`,
    headers: shopper.headers,
  });
  if (processed.statusCode !== 200) {
    throw new Error(`Process failed: ${processed.statusCode} ${processed.body}`);
  }
  return {
    cartId: cart.id,
    orderNumber: processCartResultSchema.parse(processed.json()).orderNumber,
  };
}
