import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orders,
  taxDocumentChains,
  taxDocuments,
  tenantStampKeys,
} from '../../../db/schema/index.ts';
import { seedIds } from '../../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts';
import { signIn, type SignedIn } from '../../../testing/sign-in.ts';
import { seededItems } from '../../carts/testing/cart-routes.ts';
import { placeOrder } from '../../customers/testing/place-order.ts';
import { generateDemoStampKeys } from '../zatca/index.ts';
import { decodeQrTlv } from '../testing/decode-qr-tlv.ts';
import { readyCarts, taxDocumentsOf } from '../testing/order-invoices.ts';

describe('issuing in the order’s transaction', () => {
  let test: TestApp;
  let sara: SignedIn;
  beforeAll(async () => {
    test = await buildTestApp();
    sara = await signIn(test.app, 'demo', '0512300901');
  }, 60_000);
  afterAll(() => test.close());

  const demo = seedIds.tenants.demo;
  const chainHead = async () =>
    (
      await test.database.db
        .select()
        .from(taxDocumentChains)
        .where(eq(taxDocumentChains.tenantId, demo))
    )[0];

  it('makes no order when its invoice cannot be made, and gives the counter back', async () => {
    await placeOrder(test.app, sara, [seededItems.coffee250g()]);
    const before = await chainHead();
    // A stamp key that is not its certificate's: the stamp refuses to sign.
    const stranger = generateDemoStampKeys('Someone else', test.clock.now());
    const [stored] = await test.database.db
      .select()
      .from(tenantStampKeys)
      .where(eq(tenantStampKeys.tenantId, demo));
    await test.database.db
      .update(tenantStampKeys)
      .set({ privateKeyPem: stranger.privateKeyPem })
      .where(eq(tenantStampKeys.tenantId, demo));

    const [cartId = ''] = await readyCarts(test.app, sara, 1, () => [seededItems.pen()]);
    const refused = await test.app.inject({
      method: 'POST',
      url: `/api/app/cart/${cartId}/process?paymentMethod=1`,
      headers: sara.headers,
    });
    expect(refused.statusCode).toBe(500);
    expect(await test.database.db.select().from(orders).where(eq(orders.cartId, cartId))).toEqual(
      [],
    );
    expect(await chainHead()).toEqual(before);

    // The key put right, the same cart completes and takes the very next counter.
    await test.database.db
      .update(tenantStampKeys)
      .set({ privateKeyPem: stored?.privateKeyPem ?? '' })
      .where(eq(tenantStampKeys.tenantId, demo));
    const processed = await test.app.inject({
      method: 'POST',
      url: `/api/app/cart/${cartId}/process?paymentMethod=1`,
      headers: sara.headers,
    });
    expect(processed.statusCode, processed.body).toBe(200);
    const [order] = await test.database.db.select().from(orders).where(eq(orders.cartId, cartId));
    const [invoice] = await test.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, order?.id ?? ''));
    expect(invoice).toMatchObject({
      counter: (before?.lastCounter ?? 0) + 1,
      previousHash: before?.lastHash,
    });
  });

  it('issues generation-phase documents, and completes orders, once the stamp certificate has expired', async () => {
    // The demo certificate is valid for a year from the seed.
    test.clock.advance(400 * 24 * 60 * 60_000);
    const later = await signIn(test.app, 'demo', '0512300902');
    const { cartId } = await placeOrder(test.app, later, [seededItems.coffee250g()]);
    const { invoice } = await taxDocumentsOf(test.app, later, cartId);
    expect(invoice).toMatchObject({ phase: 'generation', reporting: { status: 'notRequired' } });
    expect([...decodeQrTlv(invoice.qrCode).keys()]).toEqual([1, 2, 3, 4, 5]);
  });
});
