import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { presetFields, presetGroups, presets } from '../../db/schema/index.ts';

/** A stored preset. */
export type PresetRecord = typeof presets.$inferSelect;
/** A stored field of a preset. */
export type PresetFieldRecord = typeof presetFields.$inferSelect;
/** A stored group of values. */
export type PresetGroupRecord = typeof presetGroups.$inferSelect;

/** A preset with its fields in display order. */
export interface PresetWithFields {
  preset: PresetRecord;
  fields: PresetFieldRecord[];
}

/**
 * One tenant's presets and one customer's groups of values. Every query is scoped by `tenantId`;
 * every group query also by `customerId`.
 *
 * @example
 * const groups = await createPresetRepository(db, tenant.id, customerId).groupsOf([presetId]);
 */
export function createPresetRepository(db: Db, tenantId: string, customerId: string) {
  const ofTenant = eq(presets.tenantId, tenantId);
  const mine = and(eq(presetGroups.tenantId, tenantId), eq(presetGroups.customerId, customerId));
  return {
    /** The tenant's presets (or the one of `presetId`) with their fields. */
    async presetsWithFields(presetId?: string): Promise<PresetWithFields[]> {
      const rows = await db
        .select()
        .from(presets)
        .where(presetId === undefined ? ofTenant : and(ofTenant, eq(presets.id, presetId)))
        .orderBy(asc(presets.sortOrder), asc(presets.id));
      if (rows.length === 0) return [];
      const fields = await db
        .select()
        .from(presetFields)
        .where(
          and(
            eq(presetFields.tenantId, tenantId),
            inArray(
              presetFields.presetId,
              rows.map((row) => row.id),
            ),
          ),
        )
        .orderBy(asc(presetFields.sortOrder), asc(presetFields.key));
      return rows.map((preset) => ({
        preset,
        fields: fields.filter((field) => field.presetId === preset.id),
      }));
    },

    /** The customer's groups of the given presets: the default first, then the newest. */
    async groupsOf(presetIds: readonly string[]): Promise<PresetGroupRecord[]> {
      if (presetIds.length === 0) return [];
      return db
        .select()
        .from(presetGroups)
        .where(and(mine, inArray(presetGroups.presetId, [...presetIds])))
        .orderBy(desc(presetGroups.isDefault), desc(presetGroups.createdAt), desc(presetGroups.id));
    },

    /** A group of this tenant by id, whoever's it is (the caller checks the owner). */
    async findGroupOfTenant(groupId: string): Promise<PresetGroupRecord | null> {
      const [row] = await db
        .select()
        .from(presetGroups)
        .where(and(eq(presetGroups.tenantId, tenantId), eq(presetGroups.id, groupId)))
        .limit(1);
      return row ?? null;
    },

    async insertGroup(group: Omit<PresetGroupRecord, 'tenantId' | 'customerId'>): Promise<void> {
      await db.insert(presetGroups).values({ ...group, tenantId, customerId });
    },

    async updateGroup(
      groupId: string,
      changes: Partial<Pick<PresetGroupRecord, 'name' | 'values' | 'isDefault' | 'updatedAt'>>,
    ): Promise<PresetGroupRecord | null> {
      const [row] = await db
        .update(presetGroups)
        .set(changes)
        .where(and(mine, eq(presetGroups.id, groupId)))
        .returning();
      return row ?? null;
    },

    /** Clears the default of the preset's other groups (before one becomes the default). */
    async clearDefault(presetId: string, exceptGroupId: string): Promise<void> {
      await db
        .update(presetGroups)
        .set({ isDefault: false })
        .where(
          and(
            mine,
            eq(presetGroups.presetId, presetId),
            eq(presetGroups.isDefault, true),
            ne(presetGroups.id, exceptGroupId),
          ),
        );
    },

    async deleteGroup(groupId: string): Promise<void> {
      await db.delete(presetGroups).where(and(mine, eq(presetGroups.id, groupId)));
    },
  };
}

/** One customer's preset store (see createPresetRepository). */
export type PresetRepository = ReturnType<typeof createPresetRepository>;
