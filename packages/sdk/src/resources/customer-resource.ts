import * as z from 'zod/mini';
import {
  customerOrdersPage,
  customerSchema,
  customerSubscriptionSchema,
  orderListSchema,
  orderTaxDocumentsSchema,
  type Customer,
  type CustomerSubscription,
  type OrderList,
  type OrderTaxDocuments,
  type PagedQuery,
  type UpdateCustomerRequest,
} from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';
import { nullableAnswer } from './nullable-answer.ts';

/** Which of an order's tax documents {@link CustomerResource.taxInvoiceXml} fetches. */
export interface TaxDocumentChoice {
  /** A credit note's number; the invoice itself when left out. */
  creditNote?: string;
}

const ordersPath = '/api/app/identity-customer/orders';
const taxInvoicePath = (cartId: string) =>
  `${ordersPath}/${encodeURIComponent(cartId)}/tax-invoice`;

/** The signed-in customer's account (docs/product/api.md, "Customer"). */
export interface CustomerResource {
  /** `GET /api/app/identity-customer`. */
  get(options?: CallOptions): Promise<Customer>;
  /** `PUT /api/app/identity-customer`: the updated profile. */
  update(changes: UpdateCustomerRequest, options?: CallOptions): Promise<Customer>;
  /** `GET /api/app/identity-customer/orders?SkipCount&MaxResultCount`: 5 from 0 unless given. */
  orders(page?: Partial<PagedQuery>, options?: CallOptions): Promise<OrderList>;
  /** `GET /api/app/identity-customer/customer-subscription`: the active subscription, or null. */
  activeSubscription(options?: CallOptions): Promise<CustomerSubscription | null>;
  /**
   * `GET /api/app/identity-customer/orders/{cartId}/tax-invoice`: the order's simplified tax
   * invoice and its credit notes (docs/product/invoices.md); 404 when the order is not the caller's.
   */
  taxInvoice(cartId: string, options?: CallOptions): Promise<OrderTaxDocuments>;
  /**
   * `GET /api/app/identity-customer/orders/{cartId}/tax-invoice/xml[?creditNote=N]`: the UBL 2.1
   * XML of the invoice, or of one of its credit notes, as text.
   */
  taxInvoiceXml(cartId: string, choice?: TaxDocumentChoice, options?: CallOptions): Promise<string>;
}

/**
 * The customer's account over an http-client (needs a signed-in session).
 *
 * @example
 * const customer = createCustomerResource(http);
 * const { items, totalCount } = await customer.orders(); // the first 5
 * const next = await customer.orders({ SkipCount: 5 });
 * const { invoice, creditNotes } = await customer.taxInvoice(items[0].cartId);
 * const xml = await customer.taxInvoiceXml(items[0].cartId, { creditNote: creditNotes[0]?.number });
 */
export function createCustomerResource(http: HttpClient): CustomerResource {
  return {
    get: (options) =>
      http.get('/api/app/identity-customer', { ...options, responseSchema: customerSchema }),
    update: (changes, options) =>
      http.put('/api/app/identity-customer', changes, {
        ...options,
        responseSchema: customerSchema,
        idempotent: true,
      }),
    orders: (page = {}, options) =>
      http.get(ordersPath, {
        ...options,
        responseSchema: orderListSchema,
        query: {
          SkipCount: page.SkipCount ?? customerOrdersPage.skipCount,
          MaxResultCount: page.MaxResultCount ?? customerOrdersPage.maxResultCount,
          Sorting: page.Sorting,
        },
      }),
    activeSubscription: (options) =>
      http.get('/api/app/identity-customer/customer-subscription', {
        ...options,
        responseSchema: nullableAnswer(customerSubscriptionSchema),
      }),
    taxInvoice: (cartId, options) =>
      http.get(taxInvoicePath(cartId), { ...options, responseSchema: orderTaxDocumentsSchema }),
    taxInvoiceXml: (cartId, choice = {}, options) =>
      http.get(`${taxInvoicePath(cartId)}/xml`, {
        ...options,
        query: { creditNote: choice.creditNote },
        // Error answers still come as JSON (docs/product/api.md), so both are accepted.
        headers: { Accept: 'application/xml, application/json' },
        responseSchema: z.string(),
      }),
  };
}
