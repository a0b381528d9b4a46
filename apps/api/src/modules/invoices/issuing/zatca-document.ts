import { buildTaxDocument, firstPreviousHash } from '../zatca/index.ts';
import type { TaxDocumentRecord } from '../documents/tax-document-repository.ts';
import type { Issuer, StoredStampKeys } from './issuer-of.ts';
import type { TaxDocumentAmounts } from './tax-document-amounts.ts';

/** The previous hash of a tenant's first document: ZATCA's fixed seed (zatca/invoice-hash.ts). */
export const firstDocumentHash: string = firstPreviousHash;

/** One document as issuing has put it together. */
export interface DocumentToBuild {
  id: string;
  number: string;
  kind: 'invoice' | 'creditNote';
  counter: number;
  previousHash: string;
  issuedAt: Date;
  issuer: Issuer;
  amounts: TaxDocumentAmounts;
  correcting: { invoice: TaxDocumentRecord; reason: string } | null;
}

/**
 * The UBL 2.1 XML, hash and QR code of a document, made by the ZATCA core (zatca/, helper A's
 * `buildTaxDocument`): stamped with the tenant's key and certificate when given (the integration
 * phase), else unstamped with QR tags 1–5.
 *
 * @example
 * const { xml, hash, qrCode } = buildZatcaDocument(document, issuer.stamp);
 */
export function buildZatcaDocument(
  document: DocumentToBuild,
  stamp: StoredStampKeys | null,
): { xml: string; hash: string; qrCode: string } {
  return buildTaxDocument(
    {
      kind: document.kind,
      number: document.number,
      uuid: document.id,
      counter: document.counter,
      previousHash: document.previousHash,
      issuedAt: document.issuedAt,
      seller: document.issuer.seller,
      currency: document.issuer.currency,
      lines: document.amounts.lines,
      discountExclVat: document.amounts.discountExclVat,
      totalExclVat: document.amounts.totalExclVat,
      vatTotal: document.amounts.vatTotal,
      totalInclVat: document.amounts.totalInclVat,
      referencesInvoiceNumber: document.correcting?.invoice.number ?? null,
      reason: document.correcting?.reason ?? null,
    },
    stamp,
  );
}
