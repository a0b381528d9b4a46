import { dataFreshness } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/use-language.ts';
import { useAccountScope } from '../../lib/account-api.tsx';
import { accountQueryKeys } from '../../lib/account-query-keys.ts';
import type { TaxInvoiceApi } from './tax-invoice-api.ts';

/**
 * The query key of an order's tax documents: under the account's prefix, so signing out or in
 * as someone else never shows the last customer's invoice.
 */
export const taxDocumentsKey = (tenant: string, customerId: string, cartId: string) =>
  [...accountQueryKeys.account(tenant, customerId), 'tax-documents', cartId] as const;

/**
 * An order's simplified tax invoice and its credit notes. Not retried automatically (the house
 * query client's choice): the section offers "Try again" instead. The language is in the key
 * because the API may word a credit note's reason in it.
 *
 * @example
 * const documents = useTaxDocuments(api, cartId);
 */
export function useTaxDocuments(api: TaxInvoiceApi, cartId: string) {
  const { tenant, customerId } = useAccountScope();
  const language = useLanguage();
  return useQuery({
    queryKey: [...taxDocumentsKey(tenant, customerId, cartId), language],
    queryFn: ({ signal }) => api.taxInvoice(cartId, { signal }),
    ...dataFreshness.default,
  });
}
