import type { Db } from '../../../db/database.ts';
import {
  createTaxDocumentRepository,
  type TaxDocumentRecord,
} from '../documents/tax-document-repository.ts';
import { issueTaxDocument, type IssueDeps } from './issue-tax-document.ts';

/** Why and for which order a credit note is issued. */
export interface CreditNoteRequest {
  tenantId: string;
  orderId: string;
  /** ZATCA's instruction note (KSA-10): why the invoice is corrected, e.g. "Order refunded". */
  reason: string;
}

/**
 * Issues the credit note of a refunded order inside `tx`: the whole of its invoice (the product
 * refunds whole payments only), next in the tenant's chain, referencing the invoice's number.
 * Answers null when the order has no invoice (a tenant without seller details), and the credit
 * note already issued when there is one, so a refund recorded twice credits once.
 *
 * @example
 * await issueCreditNote(tx, { now, newId }, { tenantId, orderId, reason: 'Order refunded' });
 */
export async function issueCreditNote(
  tx: Db,
  deps: IssueDeps,
  request: CreditNoteRequest,
): Promise<TaxDocumentRecord | null> {
  const documents = createTaxDocumentRepository(tx, request.tenantId);
  // The invoice's row lock makes a second refund of the same order wait, then find this note.
  const invoice = await documents.lockInvoiceOf(request.orderId);
  if (!invoice) return null;
  const issued = (await documents.ofOrder(request.orderId)).find(
    (document) => document.kind === 'creditNote',
  );
  if (issued) return issued;
  return issueTaxDocument(tx, deps, {
    tenantId: request.tenantId,
    orderId: request.orderId,
    kind: 'creditNote',
    amounts: {
      lines: invoice.lines,
      discountExclVat: invoice.discountExclVat,
      totalExclVat: invoice.totalExclVat,
      vatTotal: invoice.vatTotal,
      totalInclVat: invoice.totalInclVat,
    },
    correcting: { invoice, reason: request.reason },
  });
}
