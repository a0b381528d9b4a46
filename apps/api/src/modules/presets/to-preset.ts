import {
  localize,
  type Language,
  type Preset,
  type PresetField,
  type PresetGroup,
} from '@storefront/contracts';
import type {
  PresetFieldRecord,
  PresetGroupRecord,
  PresetWithFields,
} from './preset-repository.ts';

function toPresetField(field: PresetFieldRecord, language: Language): PresetField {
  return {
    key: field.key,
    label: localize({ ar: field.labelAr, en: field.labelEn }, language),
    type: field.type,
    required: field.required,
    options:
      field.options?.map((option) => ({
        value: option.value,
        label: localize({ ar: option.labelAr, en: option.labelEn }, language),
      })) ?? null,
  };
}

/**
 * A stored preset and its fields on the wire, names in the request's language.
 *
 * @example
 * const { items } = { items: presets.map((preset) => toPreset(preset, 'en')) };
 */
export function toPreset({ preset, fields }: PresetWithFields, language: Language): Preset {
  return {
    id: preset.id,
    name: localize({ ar: preset.nameAr, en: preset.nameEn }, language),
    fields: fields.map((field) => toPresetField(field, language)),
  };
}

/**
 * A stored group of values on the wire.
 *
 * @example
 * reply.send(toPresetGroup(group));
 */
export function toPresetGroup(group: PresetGroupRecord): PresetGroup {
  return {
    id: group.id,
    presetId: group.presetId,
    name: group.name,
    isDefault: group.isDefault,
    values: group.values,
  };
}
