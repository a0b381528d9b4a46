import { processCartResultSchema, walletPassContentType, type Cart } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn, type SignedIn } from '../../testing/sign-in.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { cartOfResponse, errorOf, newCartWith, seededItems } from '../carts/testing/cart-routes.ts';
import { subjectField } from './pass-signer.ts';
import { checkDetachedSignature, openPkpass, sha1Hex } from './testing/pkpass.ts';

const slot = {
  reservationDateFrom: '2030-01-16T07:00:00.000Z',
  reservationDateTo: '2030-01-16T08:00:00.000Z',
};

describe('Apple Wallet pass routes', () => {
  let test: TestApp;
  let sara: SignedIn;
  let omar: SignedIn;
  /** A completed cart of a coffee and a massage, and its order. */
  let mixed: { cart: Cart; orderNumber: string; orderId: string };
  /** A completed cart of a coffee only. */
  let merchandise: { cart: Cart; orderNumber: string; orderId: string };
  /** Sara's cart, her name and number set, still pending. */
  let pending: Cart;
  /** A guest's cart (no customer yet), pending. */
  let guestCart: Cart;

  /** A cart of `items` with `customer` set as its customer (still pending). */
  async function namedCart(customer: SignedIn, items: Parameters<typeof newCartWith>[2]) {
    const cart = await newCartWith(test.app, customer.headers, items);
    return cartOfResponse(
      await test.app.inject({
        method: 'PUT',
        url: `/api/app/cart/customer/${cart.id}`,
        headers: customer.headers,
        query: { name: 'Sara', mobileNumber: customer.mobileNumber, otpToken: customer.otpToken },
        payload: {},
      }),
    );
  }

  /** A cart of `items` processed with cash, and its order. */
  async function completedCart(customer: SignedIn, items: Parameters<typeof newCartWith>[2]) {
    const cart = await namedCart(customer, items);
    const processed = await test.app.inject({
      method: 'POST',
      url: `/api/app/cart/${cart.id}/process?paymentMethod=1`,
      headers: customer.headers,
    });
    if (processed.statusCode !== 200) throw new Error(`Process failed: ${processed.body}`);
    const { orderNumber } = processCartResultSchema.parse(processed.json());
    const [order] = await test.database.db
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(eq(schema.orders.cartId, cart.id));
    if (!order) throw new Error('No order was made');
    return { cart, orderNumber, orderId: order.id };
  }

  const get = (url: string, headers: Record<string, string>) =>
    test.app.inject({ method: 'GET', url, headers });
  const cartPassUrl = (cartId: string) => `/api/app/wallet-passes/apple-wallet/cart/${cartId}`;
  const english = (customer: SignedIn) => ({ ...customer.headers, 'accept-language': 'en' });

  function passOf(response: LightMyRequestResponse) {
    if (response.statusCode !== 200) {
      throw new Error(`Expected 200, got ${response.statusCode}: ${response.body}`);
    }
    return openPkpass(response.rawPayload);
  }

  beforeAll(async () => {
    test = await buildTestApp();
    sara = await signIn(test.app, 'demo', '0512300401');
    omar = await signIn(test.app, 'demo', '0512300402');
    mixed = await completedCart(sara, [seededItems.coffee250g(), seededItems.massage(slot)]);
    merchandise = await completedCart(sara, [seededItems.coffee250g(2)]);
    pending = await namedCart(sara, [seededItems.coffee250g()]);
    guestCart = await newCartWith(test.app, { __tenant: 'demo' }, [seededItems.coffee250g()]);
  }, 60_000);
  afterAll(() => test.close());

  it('answers a signed .pkpass attachment for a completed cart', async () => {
    const response = await get(cartPassUrl(mixed.cart.id), english(sara));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(walletPassContentType);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="order-${mixed.orderNumber}.pkpass"`,
    );
    const { files, manifest } = passOf(response);
    expect(Object.keys(manifest).sort()).toEqual([
      'icon.png',
      'icon@2x.png',
      'logo.png',
      'pass.json',
    ]);
    for (const [name, hash] of Object.entries(manifest)) {
      expect(sha1Hex(files[name]!), name).toBe(hash);
    }
    const check = checkDetachedSignature(files.signature!, files['manifest.json']!);
    expect(check.verified).toBe(true);
    expect(subjectField(check.signer, 'CN')).toBe(
      `Pass Type ID: ${test.config.walletPass.passTypeIdentifier}`,
    );
    // A manifest changed after signing no longer verifies.
    const tampered = new TextEncoder().encode(
      JSON.stringify({ ...manifest, 'pass.json': sha1Hex(new Uint8Array([1])) }),
    );
    expect(checkDetachedSignature(files.signature!, tampered).verified).toBe(false);
  });

  it('makes an event ticket of an order with a reservation', async () => {
    const { passJson } = passOf(await get(cartPassUrl(mixed.cart.id), english(sara)));
    expect(passJson).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: test.config.walletPass.passTypeIdentifier,
      teamIdentifier: test.config.walletPass.teamIdentifier,
      serialNumber: `${mixed.orderId}-order`,
      organizationName: 'Demo Store',
      relevantDate: '2030-01-16T07:00:00Z',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: mixed.orderNumber }],
    });
    expect(passJson.generic).toBeUndefined();
    expect(passJson.eventTicket?.primaryFields).toEqual([
      { key: 'reservation', label: 'Reservation', value: 'Massage Session' },
    ]);
    expect(passJson.eventTicket?.secondaryFields[0]).toMatchObject({
      key: 'startsAt',
      value: '2030-01-16T07:00:00Z',
      dateStyle: 'PKDateStyleMedium',
    });
  });

  it('makes a generic pass of an order of merchandise, with its order number and total', async () => {
    const { passJson } = passOf(await get(cartPassUrl(merchandise.cart.id), english(sara)));
    const [order] = await test.database.db
      .select({ totalAmount: schema.orders.totalAmount })
      .from(schema.orders)
      .where(eq(schema.orders.id, merchandise.orderId));
    expect(passJson.eventTicket).toBeUndefined();
    expect(passJson.barcodes[0]?.message).toBe(merchandise.orderNumber);
    expect(passJson.generic?.primaryFields).toEqual([
      { key: 'order', label: 'Order', value: merchandise.orderNumber },
    ]);
    expect(passJson.generic?.secondaryFields).toEqual([
      { key: 'total', label: 'Order total', value: order?.totalAmount, currencyCode: 'SAR' },
    ]);
  });

  it('labels the pass in Arabic for Accept-Language ar', async () => {
    const response = await get(cartPassUrl(mixed.cart.id), {
      ...sara.headers,
      'accept-language': 'ar',
    });
    const { passJson } = passOf(response);
    expect(passJson.eventTicket?.primaryFields[0]).toEqual({
      key: 'reservation',
      label: 'الحجز',
      value: 'جلسة مساج',
    });
    expect(passJson.eventTicket?.secondaryFields[0]?.label).toBe('الموعد');
    expect(passJson.description).toBe(`طلب Demo Store رقم ${mixed.orderNumber}`);
  });

  it('answers the pass of one product type of a payable item group', async () => {
    const [massageLine] = await test.database.db
      .select({ group: schema.cartItems.payableItemGroupId })
      .from(schema.cartItems)
      .where(eq(schema.cartItems.id, mixed.cart.cartItems[1]?.id ?? ''));
    expect(massageLine?.group).toBe(mixed.orderId);

    const reservationPass = await get(
      `/api/app/wallet-passes/apple-wallet/reservation/${mixed.orderId}`,
      english(sara),
    );
    expect(reservationPass.headers['content-type']).toBe(walletPassContentType);
    expect(reservationPass.headers['content-disposition']).toBe(
      `attachment; filename="order-${mixed.orderNumber}.pkpass"`,
    );
    const { passJson, files } = passOf(reservationPass);
    expect(passJson.serialNumber).toBe(`${mixed.orderId}-reservation`);
    expect(passJson.eventTicket?.backFields[0]?.value).toBe('Massage Session × 1');
    expect(checkDetachedSignature(files.signature!, files['manifest.json']!).verified).toBe(true);

    const merchandisePass = passOf(
      await get(`/api/app/wallet-passes/apple-wallet/merchandise/${mixed.orderId}`, english(sara)),
    );
    expect(merchandisePass.passJson.serialNumber).toBe(`${mixed.orderId}-merchandise`);
    expect(merchandisePass.passJson.generic).toBeDefined();
  });

  it('answers 404 NOT_FOUND for a group without lines of that type, or an unknown group', async () => {
    for (const url of [
      `/api/app/wallet-passes/apple-wallet/reservation/${merchandise.orderId}`,
      `/api/app/wallet-passes/apple-wallet/subscription/${mixed.orderId}`,
      '/api/app/wallet-passes/apple-wallet/reservation/00000000-0000-4000-8000-000000000000',
      '/api/app/wallet-passes/apple-wallet/reservation/not-a-group',
    ]) {
      const response = await get(url, english(sara));
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
  });

  it('answers 400 for a product type that is not one', async () => {
    const response = await get(
      `/api/app/wallet-passes/apple-wallet/voucher/${mixed.orderId}`,
      english(sara),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_ERROR');
  });

  it('answers 409 INVALID_OPERATION, in the request language, for a cart not completed yet', async () => {
    const response = await get(cartPassUrl(pending.id), english(sara));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'INVALID_OPERATION',
      message:
        'This cart is not completed yet. Its Apple Wallet pass is available once the order is placed.',
    });
    const arabic = await get(cartPassUrl(pending.id), { ...sara.headers, 'accept-language': 'ar' });
    expect(errorOf(arabic).message).toBe(
      'لم تكتمل هذه السلة بعد. تتوفر بطاقة Apple Wallet الخاصة بها بعد إتمام الطلب.',
    );
    // A pending cart without a customer is anyone's by its id (the cart rules): not completed either.
    const guest = await get(cartPassUrl(guestCart.id), english(omar));
    expect(guest.statusCode).toBe(409);
    expect(errorOf(guest).code).toBe('INVALID_OPERATION');
  });

  it("answers 403 FORBIDDEN to another customer, for the cart's and the group's pass", async () => {
    for (const url of [
      cartPassUrl(mixed.cart.id),
      cartPassUrl(pending.id),
      `/api/app/wallet-passes/apple-wallet/reservation/${mixed.orderId}`,
    ]) {
      const response = await get(url, english(omar));
      expect(response.statusCode, url).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });

  it('answers 404 CART_NOT_FOUND for an unknown cart', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-cart']) {
      const response = await get(cartPassUrl(id), english(sara));
      expect(response.statusCode, id).toBe(404);
      expect(errorOf(response).code).toBe('CART_NOT_FOUND');
    }
  });

  it('answers 401 without a sign-in, 404 for a cart of another tenant', async () => {
    for (const url of [
      cartPassUrl(mixed.cart.id),
      `/api/app/wallet-passes/apple-wallet/reservation/${mixed.orderId}`,
    ]) {
      const response = await get(url, { __tenant: 'demo' });
      expect(response.statusCode, url).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHORIZED');
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
    const salonCustomer = await signIn(test.app, 'salon', '0512300401');
    const otherTenant = await get(cartPassUrl(mixed.cart.id), salonCustomer.headers);
    expect(otherTenant.statusCode).toBe(404);
    expect(errorOf(otherTenant).code).toBe('CART_NOT_FOUND');
  });

  it('documents both routes in OpenAPI with a binary .pkpass answer and their errors', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/swagger.json' })).json<{
      paths: Record<
        string,
        { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }
      >;
    }>();
    for (const [path, statuses] of [
      [
        '/api/app/wallet-passes/apple-wallet/cart/{id}',
        ['200', '400', '401', '403', '404', '409', '500'],
      ],
      [
        '/api/app/wallet-passes/apple-wallet/{productType}/{payableItemGroupId}',
        ['200', '400', '401', '403', '404', '500'],
      ],
    ] as const) {
      const responses = document.paths[path]?.get?.responses ?? {};
      expect(Object.keys(responses).sort(), path).toEqual([...statuses]);
      expect(responses['200']?.content?.[walletPassContentType], path).toEqual({
        schema: expect.objectContaining({ type: 'string', format: 'binary' }) as unknown,
      });
    }
  });
});

describe('Apple Wallet pass routes at start', () => {
  it('refuse to start with a malformed configured certificate, naming the variable', async () => {
    const database = await createTestDatabase();
    try {
      await expect(
        buildTestApp({
          database,
          env: {
            WALLET_PASS_CERTIFICATE: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----',
            WALLET_PASS_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
            WALLET_PASS_WWDR_CERTIFICATE:
              '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----',
          },
        }),
      ).rejects.toThrow(/^WALLET_PASS_CERTIFICATE is not a valid PEM certificate/);
    } finally {
      await database.close();
    }
  }, 60_000);
});
