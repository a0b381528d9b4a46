import { readFileSync } from 'node:fs';
import { orderTaxDocumentsSchema, type TaxInvoice } from '@storefront/contracts';
import { expect, test } from '../fixtures/checkout-test.ts';

/**
 * ZATCA's QR text, read here on its own (not with the API's encoder): Base64 of tag, length,
 * UTF-8 value, one field after another (docs/product/invoices.md).
 */
function readTlv(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields = new Map<number, string>();
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    if (at + 2 + length > bytes.length) throw new Error(`TLV field ${tag} runs past the end`);
    fields.set(tag, bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return fields;
}

/** What tags 1–5 must say of an invoice. */
function expectPhaseOneTags(fields: Map<number, string>, invoice: TaxInvoice): void {
  expect(fields.get(1)).toBe(invoice.seller.legalNameAr);
  expect(fields.get(2)).toBe(invoice.seller.vatNumber);
  expect(fields.get(2)).toMatch(/^3\d{13}3$/);
  // The time stamp is the XML's issue date and time joined with `T`, in Saudi time without a
  // zone, as ZATCA's SDK samples write it (docs/product/invoice-xml-and-stamp.md): the invoice's
  // issue to the second.
  const saudiTime = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Riyadh',
    dateStyle: 'short',
    timeStyle: 'medium',
  })
    .format(new Date(invoice.issuedAt))
    .replace(' ', 'T');
  expect(fields.get(3)).toBe(saudiTime);
  expect(Number(fields.get(4))).toBeCloseTo(invoice.totalInclVat, 2);
  expect(Number(fields.get(5))).toBeCloseTo(invoice.vatTotal, 2);
  expect(fields.get(4)).toMatch(/^\d+\.\d{2}$/);
  expect(fields.get(5)).toMatch(/^\d+\.\d{2}$/);
}

test('a demo purchase shows its simplified tax invoice, whose QR code reads as ZATCA specifies', async ({
  carts,
  checkout,
  language,
  page,
  request,
  shopper,
  t,
  verifyScreen,
}) => {
  const cart = await carts.create('merchandise');
  await checkout.open({ tenant: 'demo', cartId: cart.id });
  await checkout.waitUntilReady();
  await checkout.identify(shopper);
  await checkout.paymentMethod('Cash on delivery').check();
  await checkout.terms.check();
  const { orderNumber } = await checkout.confirmAndExpectOrder('Complete Order');

  // The page shows the invoice under the order.
  const invoice = page.getByRole('article', { name: t('Simplified tax invoice') });
  await expect(invoice).toBeVisible({ timeout: 15_000 });
  await expect(invoice.getByText(orderNumber, { exact: true })).toBeVisible();
  const qr = invoice.getByRole('img', {
    name: t("The invoice's QR code, readable with ZATCA's VAT app"),
  });
  await expect(qr).toHaveAttribute('data-qr-ready', 'true');
  const shownQr = await qr.getAttribute('data-qr-text');

  // The API's JSON for the signed-in customer: the same invoice and QR text.
  const token = await checkout.accessToken();
  const headers = {
    __tenant: 'demo',
    authorization: `Bearer ${token}`,
    'accept-language': language,
  };
  const path = `/api/app/identity-customer/orders/${encodeURIComponent(cart.id)}/tax-invoice`;
  const answer = await request.get(path, { headers });
  expect(answer.status()).toBe(200);
  const documents = orderTaxDocumentsSchema.parse(await answer.json());
  expect(documents.invoice.orderNumber).toBe(orderNumber);
  expect(documents.invoice.cartId).toBe(cart.id);
  expect(shownQr).toBe(documents.invoice.qrCode);
  const fields = readTlv(documents.invoice.qrCode);
  expectPhaseOneTags(fields, documents.invoice);
  if (documents.invoice.phase === 'generation') expect([...fields.keys()]).toEqual([1, 2, 3, 4, 5]);
  else expect([...fields.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  // The seller's legal name in the page's language, and the total with VAT.
  const seller = documents.invoice.seller;
  await expect(
    invoice.getByText(language === 'ar' ? seller.legalNameAr : seller.legalNameEn, { exact: true }),
  ).toBeVisible();
  await expect(invoice.getByText(seller.vatNumber, { exact: true })).toBeVisible();
  await verifyScreen('order-confirmed-tax-invoice');

  // Its XML, and no one else's order.
  const xml = await request.get(`${path}/xml`, { headers });
  expect(xml.status()).toBe(200);
  expect(xml.headers()['content-type']).toMatch(/^application\/xml/);
  expect(await xml.text()).toContain(documents.invoice.uuid);
  const stranger = await request.get(
    `/api/app/identity-customer/orders/${encodeURIComponent(crypto.randomUUID())}/tax-invoice`,
    { headers },
  );
  expect(stranger.status()).toBe(404);

  // The downloads carry the invoice number.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('button', { name: t('Download PDF') }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`${documents.invoice.number}.pdf`);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  const [xmlFile] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('button', { name: t('Download XML') }).click(),
  ]);
  expect(xmlFile.suggestedFilename()).toBe(`${documents.invoice.number}.xml`);
});
