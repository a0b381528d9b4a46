import type { TaxInvoice } from '@storefront/contracts';
import type { TaxDocumentRecord } from './tax-document-repository.ts';

/**
 * A stored tax document as the API sends it (contracts `taxInvoiceSchema`), with the order it
 * belongs to. The XML is not in it: it has an operation of its own.
 *
 * @example
 * toTaxInvoice(record, { orderNumber: 'ORD-000042', cartId });
 */
export function toTaxInvoice(
  record: TaxDocumentRecord,
  order: { orderNumber: string; cartId: string },
): TaxInvoice {
  return {
    kind: record.kind,
    number: record.number,
    uuid: record.id,
    counter: record.counter,
    previousHash: record.previousHash,
    hash: record.hash,
    issuedAt: record.issuedAt.toISOString(),
    phase: record.phase,
    orderNumber: order.orderNumber,
    cartId: order.cartId,
    referencesInvoiceNumber: record.referencesInvoiceNumber,
    reason: record.reason,
    seller: record.seller,
    currency: record.currency,
    lines: record.lines,
    discountExclVat: record.discountExclVat,
    totalExclVat: record.totalExclVat,
    vatTotal: record.vatTotal,
    totalInclVat: record.totalInclVat,
    qrCode: record.qrCode,
    reporting: {
      status: record.reportingStatus,
      attempts: record.reportingAttempts,
      lastAttemptAt: record.reportingLastAttemptAt?.toISOString() ?? null,
      message: record.reportingMessage,
    },
  };
}
