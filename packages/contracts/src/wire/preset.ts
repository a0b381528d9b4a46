import * as z from 'zod/mini';
import { customFieldSchema, customFieldValuesSchema } from './custom-field.ts';
import { listResultSchema } from './list-result.ts';

// The project's choice: the spec names the preset calls ("groups with values and a default
// group") without shapes. A preset is a set of fields; a group is one saved set of its values.

/** A field of a preset: a custom field without an add-on price. */
export const presetFieldSchema = z
  .omit(customFieldSchema, { price: true })
  .register(z.globalRegistry, { id: 'PresetField' });

/** `GET /api/app/presets/presets-list`: a preset and its fields. */
export const presetSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    fields: z.array(presetFieldSchema),
  })
  .register(z.globalRegistry, { id: 'Preset' });

/** One saved group of values of a preset; one group per preset is the default. */
export const presetGroupSchema = z
  .object({
    id: z.string(),
    presetId: z.string(),
    name: z.nullable(z.string()),
    isDefault: z.boolean(),
    values: customFieldValuesSchema,
  })
  .register(z.globalRegistry, { id: 'PresetGroup' });

/** `GET /api/app/presets/presets-with-values/`: a preset with its saved groups. */
export const presetWithValuesSchema = z
  .extend(presetSchema, {
    groups: z.array(presetGroupSchema),
  })
  .register(z.globalRegistry, { id: 'PresetWithValues' });

/** `GET /api/app/presets/preset-fields-with-values?presetId`: a field and its default group's value. */
export const presetFieldWithValueSchema = z
  .extend(presetFieldSchema, {
    value: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'PresetFieldWithValue' });

/**
 * Body of `POST /api/app/presets/value?presetId` (a new group) and `PUT
 * /api/app/presets/values/{presetGroupId}` (its new values); both answer the {@link presetGroupSchema}.
 */
export const savePresetValuesRequestSchema = z
  .object({
    name: z.optional(z.nullable(z.string().check(z.trim()).check(z.maxLength(100)))),
    values: customFieldValuesSchema,
    isDefault: z.optional(z.boolean()),
  })
  .register(z.globalRegistry, { id: 'PresetValuesChange' });

/** `GET /api/app/presets/values?presetId`. */
export const presetGroupListSchema = listResultSchema(presetGroupSchema);
/** `GET /api/app/presets/presets-list`. */
export const presetListSchema = listResultSchema(presetSchema);
/** `GET /api/app/presets/presets-with-values/`. */
export const presetWithValuesListSchema = listResultSchema(presetWithValuesSchema);
/** `GET /api/app/presets/preset-fields-with-values?presetId`. */
export const presetFieldWithValueListSchema = listResultSchema(presetFieldWithValueSchema);

export type PresetField = z.infer<typeof presetFieldSchema>;
export type Preset = z.infer<typeof presetSchema>;
export type PresetGroup = z.infer<typeof presetGroupSchema>;
export type PresetWithValues = z.infer<typeof presetWithValuesSchema>;
export type PresetFieldWithValue = z.infer<typeof presetFieldWithValueSchema>;
export type SavePresetValuesRequest = z.input<typeof savePresetValuesRequestSchema>;
