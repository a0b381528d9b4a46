import type { SellerDetails, TaxInvoiceLine } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { money, timestamptz } from './columns.ts';
import { orders } from './cart.ts';
import { tenantReference, tenants } from './tenants.ts';

/**
 * A tenant's ZATCA stamp key and certificate (phase `integration`, docs/product/invoices.md). A
 * table of its own, never joined into the settings the API answers, so the secret key cannot leak
 * into a response or a log line by a `select *`.
 */
export const tenantStampKeys = pgTable('tenant_stamp_keys', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** PKCS#8 PEM of the secp256k1 private key. */
  privateKeyPem: text('private_key_pem').notNull(),
  /** PEM of the certificate over the key (ZATCA's CSID; the demo's is self-signed). */
  certificatePem: text('certificate_pem').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

/**
 * The head of a tenant's chain of tax documents: the last counter (ICV), the last document's hash
 * and the last invoice and credit-note numbers. Issuing updates this row first, inside the order's
 * transaction; its row lock makes concurrent issues (on any instance) wait, so the chain never
 * forks and no counter is skipped or given twice (docs/decisions/0042-invoice-issuing.md).
 */
export const taxDocumentChains = pgTable('tax_document_chains', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastCounter: integer('last_counter').notNull(),
  /** Base64 SHA-256 of the document with `last_counter`. */
  lastHash: text('last_hash').notNull(),
  lastInvoiceNumber: integer('last_invoice_number').notNull().default(0),
  lastCreditNoteNumber: integer('last_credit_note_number').notNull().default(0),
});

/**
 * A simplified tax invoice or a credit note (docs/product/invoices.md): what it says (seller
 * snapshot, lines, totals), its place in the tenant's chain, the XML, the QR code, and where its
 * reporting to ZATCA stands.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    /** The document's UUID (UBL `cbc:UUID`). */
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['invoice', 'creditNote'] }).notNull(),
    number: text('number').notNull(),
    counter: integer('counter').notNull(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
    phase: text('phase', { enum: ['generation', 'integration'] }).notNull(),
    referencesInvoiceNumber: text('references_invoice_number'),
    reason: text('reason'),
    /** The seller's details as they were when the document was issued. */
    seller: jsonb('seller').$type<SellerDetails>().notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<TaxInvoiceLine[]>().notNull(),
    discountExclVat: money('discount_excl_vat').notNull(),
    totalExclVat: money('total_excl_vat').notNull(),
    vatTotal: money('vat_total').notNull(),
    totalInclVat: money('total_incl_vat').notNull(),
    xml: text('xml').notNull(),
    qrCode: text('qr_code').notNull(),
    reportingStatus: text('reporting_status', {
      enum: ['notRequired', 'queued', 'reported', 'rejected'],
    }).notNull(),
    reportingAttempts: integer('reporting_attempts').notNull().default(0),
    reportingLastAttemptAt: timestamptz('reporting_last_attempt_at'),
    reportingMessage: text('reporting_message'),
    /** When the reporting worker may next try (queued documents only); null otherwise. */
    reportingNextAttemptAt: timestamptz('reporting_next_attempt_at'),
  },
  (table) => [
    uniqueIndex('tax_documents_tenant_counter_unique').on(table.tenantId, table.counter),
    uniqueIndex('tax_documents_tenant_number_unique').on(table.tenantId, table.number),
    // One invoice per order; credit notes may be several.
    uniqueIndex('tax_documents_order_invoice_unique')
      .on(table.orderId)
      .where(sql`${table.kind} = 'invoice'`),
    index('tax_documents_order').on(table.orderId, table.counter),
    // The reporting worker's queue.
    index('tax_documents_reporting_due')
      .on(table.reportingNextAttemptAt)
      .where(sql`${table.reportingStatus} = 'queued'`),
    check('tax_documents_counter_positive', sql`${table.counter} >= 1`),
    check(
      'tax_documents_credit_note_reference',
      sql`(${table.kind} = 'invoice') = (${table.referencesInvoiceNumber} is null)`,
    ),
  ],
);
