import type { Language } from '@storefront/contracts';
import type { SessionCustomer } from '../auth/session-repository.ts';

/**
 * Who calls a cart rule: the tenant, the signed-in customer (null for a guest) and the language
 * of the answer. Resolved before any transaction opens (the customer check reads the database).
 */
export interface CartCaller {
  tenantId: string;
  customer: SessionCustomer | null;
  language: Language;
}
