import { bankAccountListSchema, type BankAccountList } from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';

/** The tenant's accounts for bank transfers. */
export interface BankAccountsResource {
  /** `GET /api/app/bank-account/bank-account`; no items means "No bank accounts available". */
  list(options?: CallOptions): Promise<BankAccountList>;
}

/**
 * Bank accounts over an http-client.
 *
 * @example
 * const { items } = await createBankAccountsResource(http).list();
 */
export function createBankAccountsResource(http: HttpClient): BankAccountsResource {
  return {
    list: (options) =>
      http.get('/api/app/bank-account/bank-account', {
        ...options,
        responseSchema: bankAccountListSchema,
      }),
  };
}
