import { createCustomerResource, type CustomerResource } from '@storefront/sdk';
import { useMemo } from 'react';
import { useSdk } from '../../lib/sdk-context.tsx';

/** The two customer calls the tax invoice needs (docs/product/invoices.md). */
export type TaxInvoiceApi = Pick<CustomerResource, 'taxInvoice' | 'taxInvoiceXml'>;

/**
 * The invoice calls over the page's http-client (its tenant, language and session). Built here
 * rather than taken from the account's `AccountApi`, so the order-confirmed page of the checkout,
 * which has no account resources, reaches them too; this module is loaded with the invoice only.
 *
 * @example
 * const api = useTaxInvoiceApi();
 */
export function useTaxInvoiceApi(): TaxInvoiceApi {
  const { http } = useSdk();
  return useMemo(() => createCustomerResource(http), [http]);
}
