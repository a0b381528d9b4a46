import {
  errorBodySchema,
  paymentAttemptSchema,
  type AddCartItem,
  type Cart,
  type PaymentAttempt,
} from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as schema from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts';
import { testCorsOrigin } from '../../../testing/test-config.ts';
import { signIn, type SignedIn } from '../../../testing/sign-in.ts';
import { cartOfResponse, newCartWith } from '../../carts/testing/cart-routes.ts';
import { createFakePaymentProviders, type FakePaymentProviders } from './fake-payment-providers.ts';

/** A test app on fake providers. */
export interface PaymentTestApp extends TestApp {
  providers: FakePaymentProviders;
}

/** Builds a test app whose payment providers are in-memory fakes the test steers. */
export async function buildPaymentTestApp(): Promise<PaymentTestApp> {
  const providers = createFakePaymentProviders();
  const test = await buildTestApp({ paymentProviders: providers });
  return { ...test, providers };
}

/** The checkout page the shopper returns to (an allowed origin). */
export const checkoutUrl = `${testCorsOrigin}/checkout?cart=1`;

/** A signed-in customer's cart with `items` and its customer set: ready to pay. */
export async function readyCart(
  test: TestApp,
  items: AddCartItem[],
  options: { tenant?: string; mobileNumber?: string } = {},
): Promise<{ shopper: SignedIn; cart: Cart; headers: Record<string, string> }> {
  const shopper = await signIn(test.app, options.tenant ?? 'demo', options.mobileNumber);
  const headers = { ...shopper.headers, 'accept-language': 'en' };
  const created = await newCartWith(test.app, headers, items);
  const cart = cartOfResponse(
    await test.app.inject({
      method: 'PUT',
      url: `/api/app/cart/customer/${created.id}`,
      headers,
      query: { name: 'Sara', mobileNumber: shopper.mobileNumber, otpToken: shopper.otpToken },
      payload: {},
    }),
  );
  return { shopper, cart, headers };
}

/** The JSON of a 200 answer (fails the test with the body otherwise). */
export function ok<T>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200) {
    throw new Error(`Expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return response.json<T>();
}

/** The error of an error answer. */
export function errorOf(response: LightMyRequestResponse) {
  return { status: response.statusCode, ...errorBodySchema.parse(response.json()).error };
}

/** The orders made of a cart. */
export function ordersOf(test: TestApp, cartId: string) {
  return test.database.db.select().from(schema.orders).where(eq(schema.orders.cartId, cartId));
}

/** The bookings held under a cart line. */
export function bookingsOf(test: TestApp, itemId: string) {
  return test.database.db
    .select()
    .from(schema.bookings)
    .where(and(eq(schema.bookings.reference, itemId)));
}

/** The stored attempts of a cart. */
export function attemptsOf(test: TestApp, cartId: string) {
  return test.database.db
    .select()
    .from(schema.paymentAttempts)
    .where(eq(schema.paymentAttempts.cartId, cartId));
}

/** An attempt as the API answers it to the shopper (`GET /api/app/payment/attempts/{id}`). */
export async function attemptOf(
  test: TestApp,
  headers: Record<string, string>,
  attemptId: string,
): Promise<PaymentAttempt> {
  return paymentAttemptSchema.parse(
    ok(
      await test.app.inject({
        method: 'GET',
        url: `/api/app/payment/attempts/${attemptId}`,
        headers,
      }),
    ),
  );
}
