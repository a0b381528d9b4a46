import type { Language, PresetGroup, SavePresetValuesRequest } from '@storefront/contracts';
import type { Db } from '../../db/database.ts';
import type { RandomSource } from '../../platform/random-source.ts';
import { checkPresetValues } from './check-preset-values.ts';
import { presetGroupOf } from './preset-group-of.ts';
import { presetOf } from './preset-of.ts';
import { createPresetRepository, type PresetGroupRecord } from './preset-repository.ts';
import { toPresetGroup } from './to-preset.ts';

/** Who changes groups, where and when. */
export interface PresetCaller {
  db: Db;
  random: RandomSource;
  now: Date;
  tenantId: string;
  customerId: string;
  language: Language;
}

/** The validated body of a save (name trimmed). */
type SaveValues = Omit<SavePresetValuesRequest, 'name'> & { name?: string | null | undefined };

async function makeDefault(caller: PresetCaller, tx: Db, group: PresetGroupRecord) {
  const repository = createPresetRepository(tx, caller.tenantId, caller.customerId);
  await repository.clearDefault(group.presetId, group.id);
  return repository.updateGroup(group.id, { isDefault: true, updatedAt: caller.now });
}

/**
 * `POST /api/app/presets/value?presetId`: saves a new group of the preset's values (checked
 * against its fields). It becomes the default when asked, or when it is the preset's first group.
 *
 * @example
 * const group = await addPresetGroup(caller, presetId, { values: { plate: 'ABC 123' } });
 */
export async function addPresetGroup(
  caller: PresetCaller,
  presetId: string,
  body: SaveValues,
): Promise<PresetGroup> {
  const { fields } = await presetOf(
    createPresetRepository(caller.db, caller.tenantId, caller.customerId),
    presetId,
  );
  checkPresetValues(fields, body.values, caller.language);
  return caller.db.transaction(async (tx) => {
    const repository = createPresetRepository(tx, caller.tenantId, caller.customerId);
    const first = (await repository.groupsOf([presetId])).length === 0;
    const id = caller.random.uuid();
    await repository.insertGroup({
      id,
      presetId,
      name: body.name ?? null,
      isDefault: false,
      values: body.values,
      createdAt: caller.now,
      updatedAt: caller.now,
    });
    const group = await presetGroupOf(repository, caller.customerId, id);
    const saved = body.isDefault === true || first ? await makeDefault(caller, tx, group) : group;
    return toPresetGroup(saved ?? group);
  });
}

/**
 * `PUT /api/app/presets/values/{presetGroupId}`: replaces the group's values (and its name when
 * given); `isDefault: true` also makes it the default. A default group stays the default.
 *
 * @example
 * const group = await updatePresetGroup(caller, groupId, { values: { plate: 'XYZ 987' } });
 */
export async function updatePresetGroup(
  caller: PresetCaller,
  groupId: string,
  body: SaveValues,
): Promise<PresetGroup> {
  const repository = createPresetRepository(caller.db, caller.tenantId, caller.customerId);
  const group = await presetGroupOf(repository, caller.customerId, groupId);
  const { fields } = await presetOf(repository, group.presetId);
  checkPresetValues(fields, body.values, caller.language);
  return caller.db.transaction(async (tx) => {
    const inTx = createPresetRepository(tx, caller.tenantId, caller.customerId);
    const updated = await inTx.updateGroup(groupId, {
      values: body.values,
      ...(body.name !== undefined ? { name: body.name } : {}),
      updatedAt: caller.now,
    });
    const saved =
      body.isDefault === true && updated ? await makeDefault(caller, tx, updated) : updated;
    return toPresetGroup(saved ?? group);
  });
}

/**
 * `POST /api/app/presets/set-default-group/{presetGroupId}`: makes the group its preset's default.
 *
 * @example
 * const group = await setDefaultPresetGroup(caller, groupId);
 */
export async function setDefaultPresetGroup(
  caller: PresetCaller,
  groupId: string,
): Promise<PresetGroup> {
  return caller.db.transaction(async (tx) => {
    const repository = createPresetRepository(tx, caller.tenantId, caller.customerId);
    const group = await presetGroupOf(repository, caller.customerId, groupId);
    return toPresetGroup((await makeDefault(caller, tx, group)) ?? group);
  });
}

/**
 * `DELETE /api/app/presets/{presetGroupId}`: deletes the group; when it was the default, the
 * preset's newest remaining group becomes the default.
 *
 * @example
 * await deletePresetGroup(caller, groupId);
 */
export async function deletePresetGroup(caller: PresetCaller, groupId: string): Promise<void> {
  await caller.db.transaction(async (tx) => {
    const repository = createPresetRepository(tx, caller.tenantId, caller.customerId);
    const group = await presetGroupOf(repository, caller.customerId, groupId);
    await repository.deleteGroup(group.id);
    if (!group.isDefault) return;
    const [next] = await repository.groupsOf([group.presetId]);
    if (next) await makeDefault(caller, tx, next);
  });
}
