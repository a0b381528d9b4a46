import { ApiError } from '../../errors/api-error.ts';

/**
 * A row of the account found in the tenant by its id, when it is the signed-in customer's: 404
 * `NOT_FOUND` when there is none, 403 `FORBIDDEN` when it is another customer's
 * (docs/product/access.md#the-account).
 *
 * @example
 * const location = ownedByCustomer(await locations.findOfTenant(id), customer.customerId);
 */
export function ownedByCustomer<Row extends { customerId: string }>(
  row: Row | null,
  customerId: string,
): Row {
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  if (row.customerId !== customerId) throw new ApiError(403, 'FORBIDDEN');
  return row;
}
