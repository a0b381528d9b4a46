import * as z from 'zod/mini';
import { sellerDetailsSchema } from './seller-details.ts';

/**
 * Which ZATCA phase the tenant's invoices follow (docs/product/invoices.md): `generation` (phase 1:
 * the QR code carries tags 1–5) or `integration` (phase 2: a stamped UBL 2.1 XML document, and the
 * QR code adds tags 6–9).
 */
export const zatcaPhaseSchema = z
  .enum(['generation', 'integration'])
  .register(z.globalRegistry, { id: 'ZatcaPhase' });

/**
 * Where a tax document stands with ZATCA's reporting (docs/product/invoices.md): `notRequired`
 * (phase 1 tenants), `queued` (waiting, or between retries), `reported` (ZATCA accepted it, with or
 * without warnings) or `rejected` (ZATCA refused it; the tenant must act).
 */
export const invoiceReportingStatusSchema = z
  .enum(['notRequired', 'queued', 'reported', 'rejected'])
  .register(z.globalRegistry, { id: 'InvoiceReportingStatus' });

/** One line of a tax invoice; amounts in the invoice's currency, rounded to 2 decimals. */
export const taxInvoiceLineSchema = z
  .object({
    name: z.string(),
    quantity: z.number(),
    /** Price of one unit without VAT. */
    unitPriceExclVat: z.number(),
    /** Percent, e.g. 15. */
    vatRate: z.number(),
    vatAmount: z.number(),
    totalExclVat: z.number(),
    totalInclVat: z.number(),
  })
  .register(z.globalRegistry, { id: 'TaxInvoiceLine' });

/**
 * A simplified (B2C) tax invoice or a credit note against one (docs/product/invoices.md). The
 * counter, the previous document's hash and this document's hash form the tenant's tamper-evident
 * chain; `qrCode` is the Base64 TLV text ZATCA specifies.
 */
export const taxInvoiceSchema = z
  .object({
    kind: z.enum(['invoice', 'creditNote']),
    /** The number printed on the document, unique per tenant. */
    number: z.string(),
    uuid: z.uuid(),
    /** Invoice counter value (ICV): 1, 2, 3 … across the tenant's documents, never reused. */
    counter: z.int().check(z.positive()),
    /** Base64 SHA-256 of the previous document (ZATCA's fixed seed for the first one). */
    previousHash: z.string(),
    /** Base64 SHA-256 of this document. */
    hash: z.string(),
    /** ISO 8601 instant of issue. */
    issuedAt: z.string(),
    phase: zatcaPhaseSchema,
    orderNumber: z.string(),
    cartId: z.string(),
    /** For a credit note: the invoice it corrects; null for an invoice. */
    referencesInvoiceNumber: z.nullable(z.string()),
    /** For a credit note: why it was issued (ZATCA's instruction note), null for an invoice. */
    reason: z.nullable(z.string()),
    seller: sellerDetailsSchema,
    currency: z.string().check(z.length(3)),
    lines: z.array(taxInvoiceLineSchema),
    /** Order-level discount without VAT (a coupon); 0 when none. */
    discountExclVat: z.number(),
    totalExclVat: z.number(),
    vatTotal: z.number(),
    totalInclVat: z.number(),
    /** Base64 of the TLV sequence (tags 1–5, plus 6–9 in the integration phase). */
    qrCode: z.string(),
    reporting: z.object({
      status: invoiceReportingStatusSchema,
      attempts: z.int().check(z.nonnegative()),
      /** ISO 8601 instant of the last attempt, null before the first. */
      lastAttemptAt: z.nullable(z.string()),
      /** ZATCA's last answer in words, null before the first. */
      message: z.nullable(z.string()),
    }),
  })
  .register(z.globalRegistry, { id: 'TaxInvoice' });

/**
 * An order's tax documents: `GET /api/app/identity-customer/orders/{cartId}/tax-invoice`. The XML
 * of each is at the same path with `/xml` (and `?creditNote={number}` for a credit note).
 */
export const orderTaxDocumentsSchema = z
  .object({
    invoice: taxInvoiceSchema,
    creditNotes: z.array(taxInvoiceSchema),
  })
  .register(z.globalRegistry, { id: 'OrderTaxDocuments' });

export type ZatcaPhase = z.infer<typeof zatcaPhaseSchema>;
export type InvoiceReportingStatus = z.infer<typeof invoiceReportingStatusSchema>;
export type TaxInvoiceLine = z.infer<typeof taxInvoiceLineSchema>;
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;
export type OrderTaxDocuments = z.infer<typeof orderTaxDocumentsSchema>;
