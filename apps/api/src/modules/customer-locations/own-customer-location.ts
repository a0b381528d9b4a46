import { ApiError } from '../../errors/api-error.ts';
import { isUuid } from '../carts/is-uuid.ts';
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
  const location = isUuid(locationId) ? await repository.findOfTenant(locationId) : null;
  if (!location) throw new ApiError(404, 'NOT_FOUND');
  if (location.customerId !== customerId) throw new ApiError(403, 'FORBIDDEN');
  return location;
}
