import type { OrderTaxDocuments, TaxInvoice } from '@storefront/contracts';

/** A TLV field as ZATCA writes it: tag, length, UTF-8 value (built here, not by the API's encoder). */
function tlv(tag: number, value: string): number[] {
  const bytes = [...new TextEncoder().encode(value)];
  return [tag, bytes.length, ...bytes];
}

/** The QR text of tags 1–5 for the sample invoice. */
export const sampleQrCode = btoa(
  String.fromCharCode(
    ...tlv(1, 'شركة متجر العرض للتجارة'),
    ...tlv(2, '310122393500003'),
    ...tlv(3, '2026-11-27T08:30:00Z'),
    ...tlv(4, '230.00'),
    ...tlv(5, '30.00'),
  ),
);

/** A phase-1 simplified tax invoice of two lines. */
export const sampleInvoice: TaxInvoice = {
  kind: 'invoice',
  number: 'INV-000007',
  uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
  counter: 7,
  previousHash:
    'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
  hash: 'PBGSm3j+nvMuT+MUHuwYTfF+OTVdIGZKjlGM8CZRRZA=',
  issuedAt: '2026-11-27T08:30:00.000Z',
  phase: 'generation',
  orderNumber: 'ORD-000042',
  cartId: 'cart-42',
  referencesInvoiceNumber: null,
  reason: null,
  seller: {
    legalNameAr: 'شركة متجر العرض للتجارة',
    legalNameEn: 'Demo Store Trading Co.',
    vatNumber: '310122393500003',
    commercialRegistration: '1010010000',
    address: {
      street: 'King Fahd Road',
      buildingNumber: '2322',
      additionalNumber: '7788',
      district: 'Al Olaya',
      city: 'Riyadh',
      postalCode: '12214',
      countryCode: 'SA',
    },
    phone: '+966112345678',
    email: 'care@demo.example',
  },
  currency: 'SAR',
  lines: [
    {
      name: 'قص شعر (Haircut)',
      quantity: 1,
      unitPriceExclVat: 100,
      vatRate: 15,
      vatAmount: 15,
      totalExclVat: 100,
      totalInclVat: 115,
    },
    {
      name: 'Beard oil 50 ml',
      quantity: 2,
      unitPriceExclVat: 50,
      vatRate: 15,
      vatAmount: 15,
      totalExclVat: 100,
      totalInclVat: 115,
    },
  ],
  discountExclVat: 0,
  totalExclVat: 200,
  vatTotal: 30,
  totalInclVat: 230,
  qrCode: sampleQrCode,
  reporting: { status: 'notRequired', attempts: 0, lastAttemptAt: null, message: null },
};

/** A credit note refunding the oil. */
export const sampleCreditNote: TaxInvoice = {
  ...sampleInvoice,
  kind: 'creditNote',
  number: 'CRN-000009',
  uuid: '0e6f3a51-6b8d-4c0e-9a51-4f1c2a2e0d2b',
  counter: 9,
  issuedAt: '2026-11-28T10:00:00.000Z',
  referencesInvoiceNumber: 'INV-000007',
  reason: 'Refund of a returned item',
  lines: [sampleInvoice.lines[1]!],
  totalExclVat: 100,
  vatTotal: 15,
  totalInclVat: 115,
};

/** An order's documents: the invoice alone, or with the credit note. */
export const sampleTaxDocuments = (withCreditNote = false): OrderTaxDocuments => ({
  invoice: sampleInvoice,
  creditNotes: withCreditNote ? [sampleCreditNote] : [],
});
