import { orderTaxDocumentsSchema } from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../errors/api-error.ts';
import { errorResponses, tenantErrorStatuses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { requireCustomer } from '../auth/auth-plugin.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { ownOrderDocuments, toOrderTaxDocuments } from './documents/order-tax-documents.ts';

const security = [{ tenant: [], bearerAuth: [] }];
const tags = ['customer'];
const params = z.object({ cartId: z.string().min(1).max(100) });

/** The XML answer, documented as text (the string skips the serializer). */
const xmlResponse = {
  description: "The document's UBL 2.1 XML, as an attachment named by its number",
  content: { 'application/xml': { schema: z.string() } },
};

/**
 * An order's tax documents for the signed-in customer whose order it is (docs/product/invoices.md):
 * `GET /api/app/identity-customer/orders/{cartId}/tax-invoice` (JSON: the invoice and its credit
 * notes, each with its QR code's Base64 text and reporting status) and `…/tax-invoice/xml`
 * (`?creditNote=CRN-000001` for a credit note's). Another customer's order answers 404, as if it
 * did not exist.
 */
export const invoiceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/app/identity-customer/orders/:cartId/tax-invoice',
    {
      schema: {
        operationId: 'getOrderTaxInvoice',
        tags,
        summary:
          "The simplified tax invoice of the signed-in customer's order, and its credit notes",
        security,
        params,
        response: {
          200: described(orderTaxDocumentsSchema, "The order's tax invoice and credit notes"),
          ...errorResponses(...tenantErrorStatuses, 401),
        },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const own = await ownOrderDocuments(
        app.db,
        tenantOf(request).id,
        customer.customerId,
        request.params.cartId,
      );
      // The invoice names the customer's order: never kept by shared caches.
      reply.header('cache-control', 'private, no-store');
      return toOrderTaxDocuments(own);
    },
  );

  app.get(
    '/api/app/identity-customer/orders/:cartId/tax-invoice/xml',
    {
      schema: {
        operationId: 'getOrderTaxInvoiceXml',
        tags,
        summary:
          "The UBL 2.1 XML of the signed-in customer's order's tax invoice, or of one of its credit notes (creditNote = its number)",
        security,
        params,
        querystring: z.object({ creditNote: z.string().min(1).max(40).optional() }),
        response: {
          200: xmlResponse,
          ...errorResponses(...tenantErrorStatuses, 401),
        },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const own = await ownOrderDocuments(
        app.db,
        tenantOf(request).id,
        customer.customerId,
        request.params.cartId,
      );
      const wanted = request.query.creditNote;
      const document =
        wanted === undefined ? own.invoice : own.creditNotes.find((note) => note.number === wanted);
      if (!document) throw new ApiError(404, 'NOT_FOUND');
      return (
        reply
          .header('content-type', 'application/xml; charset=utf-8')
          // Our own numbers (INV-000123): nothing a header must quote.
          .header('content-disposition', `attachment; filename="${document.number}.xml"`)
          .header('cache-control', 'private, no-store')
          .send(document.xml)
      );
    },
  );

  done();
};
