import { isUuid } from '../../http/is-uuid.ts';
import { ownedByCustomer } from '../customers/owned-by-customer.ts';
import type { PresetGroupRecord, PresetRepository } from './preset-repository.ts';

/**
 * The signed-in customer's group `groupId`: 404 `NOT_FOUND` when the tenant has no such group,
 * 403 `FORBIDDEN` when it is another customer's (docs/product/access.md).
 *
 * @example
 * const group = await presetGroupOf(repository, customerId, request.params.presetGroupId);
 */
export async function presetGroupOf(
  repository: PresetRepository,
  customerId: string,
  groupId: string,
): Promise<PresetGroupRecord> {
  return ownedByCustomer(
    isUuid(groupId) ? await repository.findGroupOfTenant(groupId) : null,
    customerId,
  );
}
