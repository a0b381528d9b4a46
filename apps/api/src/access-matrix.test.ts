import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema/index.ts';
import { catalogSeedIds } from './db/seed/catalog-seed-ids.ts';
import { customerAccountSeedIds, seedIds } from './db/seed/index.ts';
import { cartOfResponse, newCartWith, seededItems } from './modules/carts/testing/cart-routes.ts';
import { checkoutUrl, readyCart } from './modules/payments/testing/payments.ts';
import { buildTestApp, type TestApp } from './testing/build-test-app.ts';
import { openApiOperations } from './testing/openapi-operations.ts';
import { signIn, type SignedIn } from './testing/sign-in.ts';

/** What Sara owns in the demo shop: the rows every call of the matrix aims at. */
interface Owned {
  cartId: string;
  cartItemId: string;
  /** Her cart in the clinic, whose cards go through MyFatoorah (`execute-cart-payment`). */
  clinicCartId: string;
  completedCartId: string;
  orderId: string;
  attemptId: string;
  customerId: string;
  productId: string;
  /** Her saved group of the car preset, and a saved location (docs/product/account.md). */
  presetGroupId: string;
  locationId: string;
}

type Call = (owned: Owned) => Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

const prices = catalogSeedIds.prices;
const carPreset = customerAccountSeedIds.presets.car;

/**
 * Every operation of `/swagger.json` that takes an id, with a request that would succeed for its
 * owner. Each is tried by everyone else; `access-matrix` fails when a new operation with an id
 * is missing here (docs/product/access.md).
 */
const callsByOperation: Record<string, Call> = {
  'GET /api/app/cart/{cartId}': (o) => ({ method: 'GET', url: `/api/app/cart/${o.cartId}` }),
  'PUT /api/app/cart/{cartId}': (o) => ({
    method: 'PUT',
    url: `/api/app/cart/${o.cartId}`,
    payload: { cartItems: [seededItems.pen()] },
  }),
  'POST /api/app/cart/cart-items/{cartId}': (o) => ({
    method: 'POST',
    url: `/api/app/cart/cart-items/${o.cartId}`,
    payload: [seededItems.pen()],
  }),
  'DELETE /api/app/cart/cart-items/{cartId}': (o) => ({
    method: 'DELETE',
    url: `/api/app/cart/cart-items/${o.cartId}?itemsIds=${o.cartItemId}`,
  }),
  'PUT /api/app/cart/items/{cartId}': (o) => ({
    method: 'PUT',
    url: `/api/app/cart/items/${o.cartId}`,
    payload: [{ id: o.cartItemId, quantity: 3 }],
  }),
  'PUT /api/app/cart/coupon/{cartId}': (o) => ({
    method: 'PUT',
    url: `/api/app/cart/coupon/${o.cartId}?couponCode=WELCOME10`,
  }),
  'POST /api/app/cart/custom-fields': (o) => ({
    method: 'POST',
    url: `/api/app/cart/custom-fields?cartId=${o.cartId}&cartItemId=${o.cartItemId}`,
    payload: {},
  }),
  'PUT /api/app/cart/notes/{cartId}': (o) => ({
    method: 'PUT',
    url: `/api/app/cart/notes/${o.cartId}?notes=mine`,
  }),
  'PUT /api/app/cart/customer/{cartId}': (o) => ({
    method: 'PUT',
    url: `/api/app/cart/customer/${o.cartId}?name=Intruder&mobileNumber=%2B966512300999&otpToken=${o.cartItemId}`,
    payload: {},
  }),
  'POST /api/app/cart/validate-cart/{cartId}': (o) => ({
    method: 'POST',
    url: `/api/app/cart/validate-cart/${o.cartId}`,
  }),
  'POST /api/app/cart/{cartId}/process': (o) => ({
    method: 'POST',
    url: `/api/app/cart/${o.cartId}/process?paymentMethod=1`,
  }),
  'POST /api/app/cart/set-bank-transfer-info/{cartId}': (o) => ({
    method: 'POST',
    url: `/api/app/cart/set-bank-transfer-info/${o.cartId}?transferorName=Intruder&bankAccountId=${seedIds.bankAccounts.demoAlRajhi}`,
  }),
  'POST /api/app/payment/execute-cart-payment': (o) => ({
    method: 'POST',
    url: `/api/app/payment/execute-cart-payment?sessionId=s-1&cartId=${o.clinicCartId}&callbackUrl=${encodeURIComponent(checkoutUrl)}&errorCallbackUrl=${encodeURIComponent(checkoutUrl)}`,
    // In the clinic: every intruder's token or cart access is then of the wrong shop or none.
    headers: { 'idempotency-key': 'access-matrix-0002', __tenant: 'clinic' },
  }),
  'POST /api/app/payment/initiate-session/{customerId}': (o) => ({
    method: 'POST',
    url: `/api/app/payment/initiate-session/${o.customerId}?callbackUrl=${encodeURIComponent(checkoutUrl)}&totalAmount=10`,
  }),
  'GET /api/app/payment/attempts/{attemptId}': (o) => ({
    method: 'GET',
    url: `/api/app/payment/attempts/${o.attemptId}`,
  }),
  'POST /api/app/payment/attempts/{attemptId}/verify': (o) => ({
    method: 'POST',
    url: `/api/app/payment/attempts/${o.attemptId}/verify`,
    payload: {},
  }),
  'POST /api/app/payment/attempts/{attemptId}/cancel': (o) => ({
    method: 'POST',
    url: `/api/app/payment/attempts/${o.attemptId}/cancel`,
  }),
  'GET /api/app/wallet-passes/apple-wallet/cart/{id}': (o) => ({
    method: 'GET',
    url: `/api/app/wallet-passes/apple-wallet/cart/${o.completedCartId}`,
  }),
  'GET /api/app/wallet-passes/apple-wallet/{productType}/{payableItemGroupId}': (o) => ({
    method: 'GET',
    url: `/api/app/wallet-passes/apple-wallet/merchandise/${o.orderId}`,
  }),
  'GET /api/app/identity-customer/orders/{cartId}/tax-invoice': (o) => ({
    method: 'GET',
    url: `/api/app/identity-customer/orders/${o.completedCartId}/tax-invoice`,
  }),
  'GET /api/app/identity-customer/orders/{cartId}/tax-invoice/xml': (o) => ({
    method: 'GET',
    url: `/api/app/identity-customer/orders/${o.completedCartId}/tax-invoice/xml`,
  }),
  'PUT /api/app/presets/values/{presetGroupId}': (o) => ({
    method: 'PUT',
    url: `/api/app/presets/values/${o.presetGroupId}`,
    payload: { values: { plate: 'TAKEN 1' } },
  }),
  'POST /api/app/presets/set-default-group/{presetGroupId}': (o) => ({
    method: 'POST',
    url: `/api/app/presets/set-default-group/${o.presetGroupId}`,
  }),
  'DELETE /api/app/presets/{presetGroupId}': (o) => ({
    method: 'DELETE',
    url: `/api/app/presets/${o.presetGroupId}`,
  }),
  'GET /api/app/customer-locations/{locationId}': (o) => ({
    method: 'GET',
    url: `/api/app/customer-locations/${o.locationId}`,
  }),
  'PUT /api/app/customer-locations/{locationId}': (o) => ({
    method: 'PUT',
    url: `/api/app/customer-locations/${o.locationId}`,
    payload: { longitude: 1, latitude: 1, description: 'taken', type: null },
  }),
  'DELETE /api/app/customer-locations/{locationId}': (o) => ({
    method: 'DELETE',
    url: `/api/app/customer-locations/${o.locationId}`,
  }),
  'GET /api/app/package/customer-packages/{customerId}': (o) => ({
    method: 'GET',
    url: `/api/app/package/customer-packages/${o.customerId}`,
  }),
  // A preset is the shop's; each customer reads and saves only their own groups of it.
  'GET /api/app/presets/values': () => ({
    method: 'GET',
    url: `/api/app/presets/values?presetId=${carPreset}`,
  }),
  'GET /api/app/presets/preset-fields-with-values': () => ({
    method: 'GET',
    url: `/api/app/presets/preset-fields-with-values?presetId=${carPreset}`,
  }),
  'POST /api/app/presets/value': () => ({
    method: 'POST',
    url: `/api/app/presets/value?presetId=${carPreset}`,
    payload: { values: { plate: 'NEW 1' } },
  }),
  // The catalogue is public within its shop; the matrix checks that another shop cannot read it.
  'GET /api/app/product/checkout/{productId}': (o) => ({
    method: 'GET',
    url: `/api/app/product/checkout/${o.productId}`,
  }),
  'GET /api/app/merchandise/price-amount': () => ({
    method: 'GET',
    url: `/api/app/merchandise/price-amount?PriceId=${prices.coffee250g}&Quantity=1`,
  }),
  'GET /api/app/subscription/price-amount': () => ({
    method: 'GET',
    url: `/api/app/subscription/price-amount?priceId=${prices.coffeeClubMonthly}&from=2030-02-01&quantity=1`,
  }),
  'GET /api/app/reservation-v2/price-amount': () => ({
    method: 'GET',
    url: `/api/app/reservation-v2/price-amount?priceId=${prices.massage}&from=2030-01-20T07:00:00.000Z&to=2030-01-20T08:00:00.000Z&quantity=1`,
  }),
  'GET /api/app/reservation-v2/availabilities': () => ({
    method: 'GET',
    url: `/api/app/reservation-v2/availabilities?startDate=2030-01-20&endDate=2030-01-21&PriceId=${prices.massage}`,
  }),
};

/**
 * Operations with an id that anyone may call, and why (docs/product/access.md): images an `<img>`
 * loads, the provider's return to a capability URL, event streams (tested in `events/`), the
 * development outbox.
 */
const publicOperations = new Set([
  'GET /api/app/tenant-logo/{tenantId}',
  'GET /api/app/product-image/{productId}',
  'GET /api/app/payment/return/{attemptId}',
  'POST /api/app/payment/tamara/notification',
  'GET /api/sse/cart',
  'GET /api/sse/cart/status',
]);

/**
 * Cross-shop only: the catalogue and the presets belong to the shop, not to a customer (within
 * the shop, each customer sees only their own groups: modules/customers/account-access.test.ts).
 */
const shopOwned = new Set([
  'GET /api/app/presets/values',
  'GET /api/app/presets/preset-fields-with-values',
  'POST /api/app/presets/value',
  'GET /api/app/product/checkout/{productId}',
  'GET /api/app/merchandise/price-amount',
  'GET /api/app/subscription/price-amount',
  'GET /api/app/reservation-v2/price-amount',
  'GET /api/app/reservation-v2/availabilities',
]);

describe('access matrix: every operation with an id, by everyone but its owner', () => {
  let test: TestApp;
  let owned: Owned;
  let sara: SignedIn;
  /** Who tries: name, headers, and whether they are of another shop. */
  let intruders: { name: string; headers: Record<string, string>; otherShop: boolean }[];
  let idOperations: string[];

  beforeAll(async () => {
    test = await buildTestApp();
    const ready = await readyCart(test, [seededItems.coffee250g(2)], {
      mobileNumber: '0512300501',
    });
    sara = ready.shopper;
    const attempt = await test.app.inject({
      method: 'POST',
      url: '/api/app/tabby/session',
      headers: { ...ready.headers, 'idempotency-key': 'access-matrix-0001' },
      payload: {
        cartId: ready.cart.id,
        successUrl: checkoutUrl,
        cancelUrl: checkoutUrl,
        failureUrl: checkoutUrl,
      },
    });
    expect(attempt.statusCode, attempt.body).toBe(200);
    await test.app.inject({
      method: 'POST',
      url: `/api/app/payment/attempts/${attempt.json<{ attemptId: string }>().attemptId}/cancel`,
      headers: ready.headers,
    });
    const completed = await newCartWith(test.app, ready.headers, [seededItems.pen()]);
    cartOfResponse(
      await test.app.inject({
        method: 'PUT',
        url: `/api/app/cart/customer/${completed.id}`,
        headers: ready.headers,
        query: { name: 'Sara', mobileNumber: sara.mobileNumber, otpToken: sara.otpToken },
        payload: {},
      }),
    );
    const processed = await test.app.inject({
      method: 'POST',
      url: `/api/app/cart/${completed.id}/process?paymentMethod=1`,
      headers: ready.headers,
    });
    expect(processed.statusCode, processed.body).toBe(200);
    const [order] = await test.database.db
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(eq(schema.orders.cartId, completed.id));
    const inClinic = await readyCart(
      test,
      [
        {
          productId: catalogSeedIds.products.clinicVitaminD3,
          priceId: prices.clinicVitaminD3,
          quantity: 1,
        },
      ],
      { tenant: 'clinic', mobileNumber: '0512300501' },
    );
    const group = await test.app.inject({
      method: 'POST',
      url: `/api/app/presets/value?presetId=${carPreset}`,
      headers: ready.headers,
      payload: { values: { plate: 'SARA 1' } },
    });
    expect(group.statusCode, group.body).toBe(200);
    const location = await test.app.inject({
      method: 'POST',
      url: '/api/app/customer-locations',
      headers: ready.headers,
      payload: { longitude: 46.6, latitude: 24.7, description: 'Home', type: 'home' },
    });
    expect(location.statusCode, location.body).toBe(200);
    owned = {
      presetGroupId: group.json<{ id: string }>().id,
      locationId: location.json<{ id: string }>().id,
      cartId: ready.cart.id,
      clinicCartId: inClinic.cart.id,
      cartItemId: ready.cart.cartItems[0]?.id ?? '',
      completedCartId: completed.id,
      orderId: order?.id ?? '',
      attemptId: attempt.json<{ attemptId: string }>().attemptId,
      customerId: sara.customerId,
      productId: catalogSeedIds.products.coffee,
    };
    const omar = await signIn(test.app, 'demo', '0512300502');
    const layla = await signIn(test.app, 'salon', '0512300503');
    intruders = [
      { name: 'a guest of the same shop', headers: { __tenant: 'demo' }, otherShop: false },
      { name: 'another customer of the shop', headers: omar.headers, otherShop: false },
      { name: 'a customer of another shop', headers: layla.headers, otherShop: true },
      {
        name: 'the owner’s own token sent to another shop',
        headers: { ...sara.headers, __tenant: 'salon' },
        otherShop: true,
      },
    ];
    idOperations = (await openApiOperations(test.app))
      .filter((operation) =>
        [...operation.pathParams, ...operation.queryParams].some((name) => /id$/i.test(name)),
      )
      .map((operation) => `${operation.method} ${operation.path}`);
  }, 120_000);

  afterAll(() => test.close());

  it('knows every operation that takes an id', () => {
    const unknown = idOperations.filter(
      (operation) => !(operation in callsByOperation) && !publicOperations.has(operation),
    );
    expect(unknown).toEqual([]);
    expect(Object.keys(callsByOperation).length).toBeGreaterThanOrEqual(20);
  });

  it('the owner reaches each of them (so a refusal below is about access, not a bad request)', async () => {
    for (const [operation, call] of Object.entries(callsByOperation)) {
      // Writes are checked by their owner only where they change nothing the matrix needs.
      if (!operation.startsWith('GET ')) continue;
      const request = call(owned);
      const response = await test.app.inject({
        ...request,
        headers: { ...sara.headers, ...request.headers },
      });
      expect(response.statusCode, `${operation}: ${response.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('refuses everyone else, with 401, 403 or 404, and leaks nothing', async () => {
    const before = await test.app.inject({
      method: 'GET',
      url: `/api/app/cart/${owned.cartId}`,
      headers: sara.headers,
    });
    const checks: string[] = [];
    for (const [operation, call] of Object.entries(callsByOperation)) {
      for (const intruder of intruders) {
        if (shopOwned.has(operation) && !intruder.otherShop) continue;
        const request = call(owned);
        const response = await test.app.inject({
          ...request,
          headers: { ...intruder.headers, ...request.headers },
        });
        const where = `${operation} by ${intruder.name}: ${response.statusCode} ${response.body.slice(0, 400)}`;
        expect([401, 403, 404], where).toContain(response.statusCode);
        expect(response.body, where).not.toContain(sara.mobileNumber.slice(-9));
        checks.push(where);
      }
    }
    const after = await test.app.inject({
      method: 'GET',
      url: `/api/app/cart/${owned.cartId}`,
      headers: sara.headers,
    });
    expect(after.body).toBe(before.body);
    const groups = await test.app.inject({
      method: 'GET',
      url: `/api/app/presets/values?presetId=${carPreset}`,
      headers: sara.headers,
    });
    expect(groups.json()).toMatchObject({
      totalCount: 1,
      items: [{ id: owned.presetGroupId, isDefault: true, values: { plate: 'SARA 1' } }],
    });
    const location = await test.app.inject({
      method: 'GET',
      url: `/api/app/customer-locations/${owned.locationId}`,
      headers: sara.headers,
    });
    expect(location.json()).toMatchObject({ description: 'Home', longitude: 46.6 });
    expect(checks.length).toBeGreaterThanOrEqual(60);
  });
});
