import { and, eq } from 'drizzle-orm';
import type { OrderTaxDocuments } from '@storefront/contracts';
import type { Db } from '../../../db/database.ts';
import { orders } from '../../../db/schema/index.ts';
import { ApiError } from '../../../errors/api-error.ts';
import { isUuid } from '../../../http/is-uuid.ts';
import { createTaxDocumentRepository, type TaxDocumentRecord } from './tax-document-repository.ts';
import { toTaxInvoice } from './to-tax-invoice.ts';

/** A customer's order and its tax documents, chain order (invoice first). */
export interface OwnOrderDocuments {
  order: { orderNumber: string; cartId: string };
  invoice: TaxDocumentRecord;
  creditNotes: TaxDocumentRecord[];
}

/**
 * The tax documents of the order of cart `cartId`, when it is `customerId`'s: 404 `NOT_FOUND`
 * when the cart has no order, the order is another customer's (nothing says it exists), or it
 * has no invoice (its tenant issues none).
 *
 * @example
 * const own = await ownOrderDocuments(db, tenant.id, customer.customerId, cartId);
 */
export async function ownOrderDocuments(
  db: Db,
  tenantId: string,
  customerId: string,
  cartId: string,
): Promise<OwnOrderDocuments> {
  const [order] = isUuid(cartId)
    ? await db
        .select({ id: orders.id, orderNumber: orders.orderNumber, customerId: orders.customerId })
        .from(orders)
        .where(and(eq(orders.tenantId, tenantId), eq(orders.cartId, cartId)))
        .limit(1)
    : [];
  if (order?.customerId !== customerId) throw new ApiError(404, 'NOT_FOUND');
  const documents = await createTaxDocumentRepository(db, tenantId).ofOrder(order.id);
  const invoice = documents.find((document) => document.kind === 'invoice');
  if (!invoice) throw new ApiError(404, 'NOT_FOUND');
  return {
    order: { orderNumber: order.orderNumber, cartId },
    invoice,
    creditNotes: documents.filter((document) => document.kind === 'creditNote'),
  };
}

/**
 * The wire form of an order's documents (contracts `orderTaxDocumentsSchema`).
 *
 * @example
 * return toOrderTaxDocuments(await ownOrderDocuments(db, tenantId, customerId, cartId));
 */
export function toOrderTaxDocuments(own: OwnOrderDocuments): OrderTaxDocuments {
  return {
    invoice: toTaxInvoice(own.invoice, own.order),
    creditNotes: own.creditNotes.map((note) => toTaxInvoice(note, own.order)),
  };
}
