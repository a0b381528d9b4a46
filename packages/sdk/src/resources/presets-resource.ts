import {
  presetFieldWithValueListSchema,
  presetGroupListSchema,
  presetGroupSchema,
  presetListSchema,
  presetWithValuesListSchema,
  type ListResult,
  type Preset,
  type PresetFieldWithValue,
  type PresetGroup,
  type PresetWithValues,
  type SavePresetValuesRequest,
} from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';

/** The customer's saved preset groups: sets of field values, one default per preset. */
export interface PresetsResource {
  /** `GET /api/app/presets/values?presetId`: the saved groups of a preset. */
  values(presetId: string, options?: CallOptions): Promise<ListResult<PresetGroup>>;
  /** `GET /api/app/presets/presets-with-values/`: every preset with its groups. */
  presetsWithValues(options?: CallOptions): Promise<ListResult<PresetWithValues>>;
  /** `GET /api/app/presets/presets-list`: the presets and their fields. */
  list(options?: CallOptions): Promise<ListResult<Preset>>;
  /** `GET /api/app/presets/preset-fields-with-values?presetId`: fields with the default group's values. */
  fieldsWithValues(
    presetId: string,
    options?: CallOptions,
  ): Promise<ListResult<PresetFieldWithValue>>;
  /** `POST /api/app/presets/value?presetId`: saves a new group. */
  addValues(
    presetId: string,
    values: SavePresetValuesRequest,
    options?: CallOptions,
  ): Promise<PresetGroup>;
  /** `PUT /api/app/presets/values/{presetGroupId}`: replaces a group's values. */
  updateValues(
    presetGroupId: string,
    values: SavePresetValuesRequest,
    options?: CallOptions,
  ): Promise<PresetGroup>;
  /** `POST /api/app/presets/set-default-group/{presetGroupId}`: makes a group its preset's default. */
  setDefaultGroup(presetGroupId: string, options?: CallOptions): Promise<PresetGroup>;
  /** `DELETE /api/app/presets/{presetGroupId}`. */
  deleteGroup(presetGroupId: string, options?: CallOptions): Promise<void>;
}

const base = '/api/app/presets';
const segment = encodeURIComponent;

/**
 * Presets over an http-client (needs a signed-in session).
 *
 * @example
 * const presets = createPresetsResource(http);
 * const group = await presets.addValues(presetId, { values: { plate: 'ABC 123' }, isDefault: true });
 */
export function createPresetsResource(http: HttpClient): PresetsResource {
  return {
    values: (presetId, options) =>
      http.get(`${base}/values`, {
        ...options,
        responseSchema: presetGroupListSchema,
        query: { presetId },
      }),
    presetsWithValues: (options) =>
      http.get(`${base}/presets-with-values/`, {
        ...options,
        responseSchema: presetWithValuesListSchema,
      }),
    list: (options) =>
      http.get(`${base}/presets-list`, { ...options, responseSchema: presetListSchema }),
    fieldsWithValues: (presetId, options) =>
      http.get(`${base}/preset-fields-with-values`, {
        ...options,
        responseSchema: presetFieldWithValueListSchema,
        query: { presetId },
      }),
    addValues: (presetId, values, options) =>
      http.post(`${base}/value`, values, {
        ...options,
        responseSchema: presetGroupSchema,
        query: { presetId },
      }),
    updateValues: (presetGroupId, values, options) =>
      http.put(`${base}/values/${segment(presetGroupId)}`, values, {
        ...options,
        responseSchema: presetGroupSchema,
        idempotent: true,
      }),
    setDefaultGroup: (presetGroupId, options) =>
      http.post(`${base}/set-default-group/${segment(presetGroupId)}`, undefined, {
        ...options,
        responseSchema: presetGroupSchema,
        idempotent: true,
      }),
    deleteGroup: async (presetGroupId, options) => {
      await http.delete(`${base}/${segment(presetGroupId)}`, { ...options, idempotent: true });
    },
  };
}
