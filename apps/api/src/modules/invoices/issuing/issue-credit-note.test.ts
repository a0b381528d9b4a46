import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, taxDocuments, tenants } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts';
import { signIn, type SignedIn } from '../../../testing/sign-in.ts';
import { seededItems } from '../../carts/testing/cart-routes.ts';
import { placeOrder } from '../../customers/testing/place-order.ts';
import { decodeQrTlv, tlvText } from '../testing/decode-qr-tlv.ts';
import { taxDocumentsOf } from '../testing/order-invoices.ts';
import { issueCreditNote } from './issue-credit-note.ts';

describe('issueCreditNote (a refunded order)', () => {
  let test: TestApp;
  let sara: SignedIn;
  beforeAll(async () => {
    test = await buildTestApp();
    sara = await signIn(test.app, 'demo', '0512300701');
  }, 60_000);
  afterAll(() => test.close());

  async function orderOf(cartId: string) {
    const [order] = await test.database.db.select().from(orders).where(eq(orders.cartId, cartId));
    if (!order) throw new Error('No order');
    return order;
  }

  const credit = (tenantId: string, orderId: string) =>
    test.database.db.transaction((tx) =>
      issueCreditNote(
        tx,
        { now: test.clock.now(), newId: () => crypto.randomUUID() },
        { tenantId, orderId, reason: 'Order refunded' },
      ),
    );

  it('credits the whole invoice, next in the chain, referencing its number; a second refund credits nothing more', async () => {
    const placed = await placeOrder(test.app, sara, [seededItems.coffee250g(2)]);
    const other = await placeOrder(test.app, sara, [seededItems.pen()]);
    const order = await orderOf(placed.cartId);
    test.clock.advance(60_000);

    const note = await credit(order.tenantId, order.id);
    const again = await credit(order.tenantId, order.id);
    expect(again?.id).toBe(note?.id);

    const { invoice, creditNotes } = await taxDocumentsOf(test.app, sara, placed.cartId);
    const { invoice: otherInvoice } = await taxDocumentsOf(test.app, sara, other.cartId);
    expect(creditNotes).toHaveLength(1);
    expect(creditNotes[0]).toMatchObject({
      kind: 'creditNote',
      number: 'CRN-000001',
      counter: otherInvoice.counter + 1,
      previousHash: otherInvoice.hash,
      referencesInvoiceNumber: invoice.number,
      reason: 'Order refunded',
      lines: invoice.lines,
      totalExclVat: invoice.totalExclVat,
      vatTotal: invoice.vatTotal,
      totalInclVat: invoice.totalInclVat,
      issuedAt: test.clock.now().toISOString(),
      reporting: { status: 'queued', attempts: 0 },
    });
    expect(tlvText(decodeQrTlv(creditNotes[0]?.qrCode ?? ''), 4)).toBe('103.50');

    const xml = await test.app.inject({
      method: 'GET',
      url: `/api/app/identity-customer/orders/${placed.cartId}/tax-invoice/xml?creditNote=CRN-000001`,
      headers: sara.headers,
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-disposition']).toBe('attachment; filename="CRN-000001.xml"');
    // UBL's credit note type (381) and its reference to the invoice (BillingReference).
    expect(xml.body).toContain('381');
    expect(xml.body).toContain(invoice.number);
    expect(xml.body).toContain('Order refunded');
  });

  it('issues nothing for an order without an invoice', async () => {
    await test.database.db
      .update(tenants)
      .set({ sellerDetails: null })
      .where(eq(tenants.name, 'demo'));
    const placed = await placeOrder(test.app, sara, [seededItems.coffee250g()]);
    const order = await orderOf(placed.cartId);
    expect(await credit(order.tenantId, order.id)).toBeNull();
    const documents = await test.database.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.tenantId, order.tenantId), eq(taxDocuments.orderId, order.id)));
    expect(documents).toEqual([]);
  });
});
