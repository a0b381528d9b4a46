import type { Customer } from '@storefront/contracts';
import type { CustomerProfileRecord } from './customer-profile-repository.ts';

/**
 * A stored customer as `GET /api/app/identity-customer` answers it.
 *
 * @example
 * reply.send(toCustomer(await profiles.find(customerId)));
 */
export function toCustomer(record: CustomerProfileRecord): Customer {
  return {
    id: record.id,
    name: record.name,
    mobileNumber: record.mobileNumber,
    email: record.email,
    customFields: record.customFields,
  };
}
