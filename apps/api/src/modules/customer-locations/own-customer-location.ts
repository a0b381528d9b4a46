import { isUuid } from '../../http/is-uuid.ts';
import { ownedByCustomer } from '../customers/owned-by-customer.ts';
import type {
  CustomerLocationRecord,
  CustomerLocationRepository,
} from './customer-location-repository.ts';

/**
 * The signed-in customer's saved location `locationId`: 404 `NOT_FOUND` when the tenant has none
 * such, 403 `FORBIDDEN` when it is another customer's (docs/product/access.md).
 *
 * @example
 * const location = await ownCustomerLocation(repository, customerId, request.params.locationId);
 */
export async function ownCustomerLocation(
  repository: CustomerLocationRepository,
  customerId: string,
  locationId: string,
): Promise<CustomerLocationRecord> {
  return ownedByCustomer(
    isUuid(locationId) ? await repository.findOfTenant(locationId) : null,
    customerId,
  );
}
