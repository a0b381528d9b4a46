import type { SellerDetails } from '@storefront/contracts';
import { firstPreviousHash } from '../invoice-hash.ts';
import type { InvoiceDocumentInput } from '../invoice-xml.ts';

/** A seller as the demo seeds one: an Arabic legal name, a valid VAT number and CR. */
export const demoSeller: SellerDetails = {
  legalNameAr: 'شركة متجر الرياض التجريبي',
  legalNameEn: 'Riyadh Demo Store Co.',
  vatNumber: '310122393500003',
  commercialRegistration: '1010010000',
  address: {
    street: 'طريق الملك فهد',
    buildingNumber: '1234',
    additionalNumber: '5678',
    district: 'العليا',
    city: 'الرياض',
    postalCode: '12211',
    countryCode: 'SA',
  },
  phone: '+966112345678',
  email: 'billing@demo.example',
};

/**
 * An invoice of two lines at 15 % and a 10 SAR coupon: 2 × 50 + 1 × 20 = 120 without VAT, less 10
 * = 110, VAT 16.50, 126.50 with VAT.
 */
export function invoiceInput(over: Partial<InvoiceDocumentInput> = {}): InvoiceDocumentInput {
  return {
    kind: 'invoice',
    number: 'INV-000001',
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    counter: 1,
    previousHash: firstPreviousHash,
    issuedAt: new Date('2026-11-27T21:30:05Z'),
    seller: demoSeller,
    currency: 'SAR',
    lines: [
      {
        name: 'قهوة عربية 250 غ',
        quantity: 2,
        unitPriceExclVat: 50,
        vatRate: 15,
        vatAmount: 15,
        totalExclVat: 100,
        totalInclVat: 115,
      },
      {
        name: 'Dates & "Sukkari" <box>',
        quantity: 1,
        unitPriceExclVat: 20,
        vatRate: 15,
        vatAmount: 3,
        totalExclVat: 20,
        totalInclVat: 23,
      },
    ],
    discountExclVat: 10,
    totalExclVat: 110,
    vatTotal: 16.5,
    totalInclVat: 126.5,
    referencesInvoiceNumber: null,
    reason: null,
    ...over,
  };
}

/** A credit note refunding the whole invoice above. */
export function creditNoteInput(over: Partial<InvoiceDocumentInput> = {}): InvoiceDocumentInput {
  return invoiceInput({
    kind: 'creditNote',
    number: 'CN-000001',
    uuid: '9b7c1a52-7d1e-4d55-8a1f-0c9c1d3f6a10',
    counter: 2,
    referencesInvoiceNumber: 'INV-000001',
    reason: 'استرداد المبلغ بطلب العميل',
    ...over,
  });
}
