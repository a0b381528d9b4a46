import type { SavedCustomerLocation } from '@storefront/contracts';
import type { CustomerLocationRecord } from './customer-location-repository.ts';

/**
 * A stored location on the wire.
 *
 * @example
 * reply.send(toSavedCustomerLocation(row));
 */
export function toSavedCustomerLocation(row: CustomerLocationRecord): SavedCustomerLocation {
  return {
    id: row.id,
    longitude: row.longitude,
    latitude: row.latitude,
    description: row.description,
    type: row.type,
  };
}
