import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, tenants } from '../../db/schema/index.ts';
import { demoSellerDetails } from '../../db/seed/seed-seller-details.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn, type SignedIn } from '../../testing/sign-in.ts';
import { errorOf, seededItems } from '../carts/testing/cart-routes.ts';
import { placeOrder } from '../customers/testing/place-order.ts';
import { decodeQrTlv, tlvText } from './testing/decode-qr-tlv.ts';
import { taxDocumentsOf } from './testing/order-invoices.ts';

const invoiceUrl = (cartId: string) => `/api/app/identity-customer/orders/${cartId}/tax-invoice`;

describe("GET …/orders/{cartId}/tax-invoice and …/xml (the customer's tax invoice)", () => {
  let test: TestApp;
  let sara: SignedIn;
  let order: { cartId: string; orderNumber: string };
  beforeAll(async () => {
    test = await buildTestApp();
    sara = await signIn(test.app, 'demo', '0512300501');
    order = await placeOrder(test.app, sara, [seededItems.coffee250g(2), seededItems.pen()]);
  }, 60_000);
  afterAll(() => test.close());

  it("answers the order's invoice: number, chain, seller, lines with VAT, totals, QR, reporting", async () => {
    const { invoice, creditNotes } = await taxDocumentsOf(test.app, sara, order.cartId);
    expect(creditNotes).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^INV-\d{6}$/) as unknown,
      phase: 'integration',
      orderNumber: order.orderNumber,
      cartId: order.cartId,
      referencesInvoiceNumber: null,
      reason: null,
      seller: demoSellerDetails.demo,
      currency: 'SAR',
      discountExclVat: 0,
      totalExclVat: 210,
      vatTotal: 31.5,
      totalInclVat: 241.5,
      reporting: { status: 'queued', attempts: 0, lastAttemptAt: null, message: null },
      issuedAt: test.clock.now().toISOString(),
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        quantity: 2,
        unitPriceExclVat: 45,
        vatRate: 15,
        vatAmount: 13.5,
        totalExclVat: 90,
        totalInclVat: 103.5,
      }),
      expect.objectContaining({
        quantity: 1,
        unitPriceExclVat: 120,
        vatAmount: 18,
        totalInclVat: 138,
      }),
    ]);
    const [stored] = await test.database.db
      .select()
      .from(orders)
      .where(eq(orders.cartId, order.cartId));
    expect(stored).toMatchObject({
      totalAmount: invoice.totalInclVat,
      taxAmount: invoice.vatTotal,
    });

    // The QR code read by a decoder of its own: ZATCA's tags 1–5, and 6–9 in the integration phase.
    const fields = decodeQrTlv(invoice.qrCode);
    expect(tlvText(fields, 1)).toBe(demoSellerDetails.demo.legalNameAr);
    expect(tlvText(fields, 2)).toBe('310175397400003');
    // The invoice's time in Saudi Arabia (UTC+3), as its IssueDate and IssueTime.
    const riyadh = new Date(test.clock.now().getTime() + 3 * 60 * 60_000).toISOString();
    expect(tlvText(fields, 3)).toBe(riyadh.slice(0, 19));
    expect(tlvText(fields, 4)).toBe('241.50');
    expect(tlvText(fields, 5)).toBe('31.50');
    expect(tlvText(fields, 6)).toBe(invoice.hash);
    expect([...fields.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('answers its XML as an attachment named by its number', async () => {
    const { invoice } = await taxDocumentsOf(test.app, sara, order.cartId);
    const response = await test.app.inject({
      method: 'GET',
      url: `${invoiceUrl(order.cartId)}/xml`,
      headers: sara.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.number}.xml"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toMatch(/^<\?xml/);
    expect(response.body).toContain(`<cbc:UUID>${invoice.uuid}</cbc:UUID>`);
    expect(response.body).toContain(invoice.number);
  });

  it('answers 401 without a token, and 404 NOT_FOUND for another customer, an unknown cart or credit note', async () => {
    for (const url of [invoiceUrl(order.cartId), `${invoiceUrl(order.cartId)}/xml`]) {
      const anonymous = await test.app.inject({
        method: 'GET',
        url,
        headers: { __tenant: 'demo' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(errorOf(anonymous).code).toBe('UNAUTHORIZED');
    }
    const omar = await signIn(test.app, 'demo', '0512300502');
    for (const url of [
      invoiceUrl(order.cartId),
      `${invoiceUrl(order.cartId)}/xml`,
      invoiceUrl('00000000-0000-4000-8000-000000000000'),
      invoiceUrl('not-a-cart'),
    ]) {
      const response = await test.app.inject({ method: 'GET', url, headers: omar.headers });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    const noSuchNote = await test.app.inject({
      method: 'GET',
      url: `${invoiceUrl(order.cartId)}/xml?creditNote=CRN-000001`,
      headers: sara.headers,
    });
    expect(noSuchNote.statusCode).toBe(404);
    expect(errorOf(noSuchNote).code).toBe('NOT_FOUND');
  });

  it('issues phase-1 invoices (QR tags 1–5, not reported) for a tenant in the generation phase', async () => {
    await test.database.db
      .update(tenants)
      .set({ zatcaPhase: 'generation' })
      .where(eq(tenants.name, 'demo'));
    try {
      const placed = await placeOrder(test.app, sara, [seededItems.coffee250g()]);
      const { invoice } = await taxDocumentsOf(test.app, sara, placed.cartId);
      expect(invoice).toMatchObject({
        phase: 'generation',
        totalInclVat: 51.75,
        vatTotal: 6.75,
        reporting: { status: 'notRequired', attempts: 0 },
      });
      expect([...decodeQrTlv(invoice.qrCode).keys()]).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await test.database.db
        .update(tenants)
        .set({ zatcaPhase: 'integration' })
        .where(eq(tenants.name, 'demo'));
    }
  });

  it('issues no invoice, and completes the order, for a tenant without VAT (0 %)', async () => {
    await test.database.db
      .update(tenants)
      .set({ taxPercentage: 0 })
      .where(eq(tenants.name, 'demo'));
    try {
      const placed = await placeOrder(test.app, sara, [seededItems.coffee250g()]);
      const response = await test.app.inject({
        method: 'GET',
        url: invoiceUrl(placed.cartId),
        headers: sara.headers,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await test.database.db
        .update(tenants)
        .set({ taxPercentage: 15 })
        .where(eq(tenants.name, 'demo'));
    }
  });

  it('issues no invoice for a tenant without seller details (the call answers 404)', async () => {
    await test.database.db
      .update(tenants)
      .set({ sellerDetails: null })
      .where(eq(tenants.name, 'demo'));
    try {
      const placed = await placeOrder(test.app, sara, [seededItems.coffee250g()]);
      const response = await test.app.inject({
        method: 'GET',
        url: invoiceUrl(placed.cartId),
        headers: sara.headers,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await test.database.db
        .update(tenants)
        .set({ sellerDetails: demoSellerDetails.demo })
        .where(eq(tenants.name, 'demo'));
    }
  });
});
