import { ApiError } from '../../errors/api-error.ts';
import { isUuid } from '../../http/is-uuid.ts';
import type { PresetRepository, PresetWithFields } from './preset-repository.ts';

/**
 * The tenant's preset `presetId` with its fields, or 404 `NOT_FOUND`.
 *
 * @example
 * const { preset, fields } = await presetOf(repository, request.query.presetId);
 */
export async function presetOf(
  repository: PresetRepository,
  presetId: string,
): Promise<PresetWithFields> {
  const [found] = isUuid(presetId) ? await repository.presetsWithFields(presetId) : [];
  if (!found) throw new ApiError(404, 'NOT_FOUND');
  return found;
}
