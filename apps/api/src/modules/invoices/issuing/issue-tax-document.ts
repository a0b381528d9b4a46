import type { Db } from '../../../db/database.ts';
import {
  createTaxDocumentRepository,
  type TaxDocumentRecord,
} from '../documents/tax-document-repository.ts';
import { formatDocumentNumber } from './document-numbers.ts';
import { issuerOf } from './issuer-of.ts';
import type { TaxDocumentAmounts } from './tax-document-amounts.ts';
import { taxDocumentChainOf } from './tax-document-chain.ts';
import { buildZatcaDocument, firstDocumentHash } from './zatca-document.ts';

/** What a new tax document says, besides what the tenant and its chain give it. */
export interface TaxDocumentRequest {
  tenantId: string;
  orderId: string;
  kind: 'invoice' | 'creditNote';
  amounts: TaxDocumentAmounts;
  /** For a credit note: the invoice it corrects, and why. */
  correcting: { invoice: TaxDocumentRecord; reason: string } | null;
}

/** What issuing takes from outside. */
export interface IssueDeps {
  now: Date;
  /** A new UUID (the document's). */
  newId: () => string;
}

/**
 * Issues one tax document inside `tx` (docs/decisions/0042-invoice-issuing.md): takes the next
 * link of the tenant's chain (its head locked until `tx` ends), numbers the document
 * (`INV-000123`, `CRN-000001`), builds its UBL XML, hash and QR code (stamped in the integration
 * phase), stores it — queued for reporting in the integration phase, `notRequired` otherwise — and
 * moves the chain's head to its hash. Answers null, issuing nothing, for a tenant without seller
 * details.
 *
 * @example
 * const invoice = await issueTaxDocument(tx, { now, newId }, { tenantId, orderId, kind: 'invoice', amounts, correcting: null });
 */
export async function issueTaxDocument(
  tx: Db,
  deps: IssueDeps,
  request: TaxDocumentRequest,
): Promise<TaxDocumentRecord | null> {
  const issuer = await issuerOf(tx, request.tenantId, deps.now);
  if (!issuer) return null;
  const chain = taxDocumentChainOf(tx, request.tenantId);
  const link = await chain.next(request.kind, firstDocumentHash);
  const id = deps.newId();
  const number = formatDocumentNumber(request.kind, link.sequence);
  const built = buildZatcaDocument(
    {
      id,
      number,
      kind: request.kind,
      counter: link.counter,
      previousHash: link.previousHash,
      issuedAt: deps.now,
      issuer,
      amounts: request.amounts,
      correcting: request.correcting,
    },
    issuer.stamp,
  );
  const integration = issuer.phase === 'integration';
  const document: Omit<TaxDocumentRecord, 'tenantId'> = {
    id,
    orderId: request.orderId,
    kind: request.kind,
    number,
    counter: link.counter,
    previousHash: link.previousHash,
    hash: built.hash,
    issuedAt: deps.now,
    phase: issuer.phase,
    referencesInvoiceNumber: request.correcting?.invoice.number ?? null,
    reason: request.correcting?.reason ?? null,
    seller: issuer.seller,
    currency: issuer.currency,
    lines: request.amounts.lines,
    discountExclVat: request.amounts.discountExclVat,
    totalExclVat: request.amounts.totalExclVat,
    vatTotal: request.amounts.vatTotal,
    totalInclVat: request.amounts.totalInclVat,
    xml: built.xml,
    qrCode: built.qrCode,
    reportingStatus: integration ? 'queued' : 'notRequired',
    reportingAttempts: 0,
    reportingLastAttemptAt: null,
    reportingMessage: null,
    // Due at once: the worker's next round reports it.
    reportingNextAttemptAt: integration ? deps.now : null,
  };
  await createTaxDocumentRepository(tx, request.tenantId).insert(document);
  await chain.advance(link.counter, built.hash);
  return { ...document, tenantId: request.tenantId };
}
