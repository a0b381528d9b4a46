import type { Db } from '../../../db/database.ts';
import type { TaxDocumentRecord } from '../documents/tax-document-repository.ts';
import { issueTaxDocument, type IssueDeps } from './issue-tax-document.ts';
import {
  taxDocumentAmounts,
  type OrderLineForTax,
  type OrderTotalsForTax,
} from './tax-document-amounts.ts';

/** The order an invoice is issued for, as its completion made it. */
export interface InvoicedOrder extends OrderTotalsForTax {
  tenantId: string;
  orderId: string;
  /** The tenant's tax percentage the order's totals were computed with. */
  vatRate: number;
  lines: readonly OrderLineForTax[];
}

/**
 * Issues the simplified tax invoice of an order that is being completed, inside the order's
 * transaction (orders' `completeCartOrder`): the order and its invoice commit together or not at
 * all, so a crash loses neither and never leaves one without the other. Answers the invoice, or
 * null for a tenant without seller details.
 *
 * @example
 * await issueOrderInvoice(tx, { now, newId }, { tenantId, orderId, vatRate: 15, lines, subTotal, discountAmount, taxAmount, totalAmount });
 */
export function issueOrderInvoice(
  tx: Db,
  deps: IssueDeps,
  order: InvoicedOrder,
): Promise<TaxDocumentRecord | null> {
  return issueTaxDocument(tx, deps, {
    tenantId: order.tenantId,
    orderId: order.orderId,
    kind: 'invoice',
    amounts: taxDocumentAmounts(order.lines, order, order.vatRate),
    correcting: null,
  });
}
