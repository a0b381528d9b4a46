import { ApiError } from '../../errors/api-error.ts';
import { isUuid } from '../carts/is-uuid.ts';
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
  const group = isUuid(groupId) ? await repository.findGroupOfTenant(groupId) : null;
  if (!group) throw new ApiError(404, 'NOT_FOUND');
  if (group.customerId !== customerId) throw new ApiError(403, 'FORBIDDEN');
  return group;
}
