import {
  validationMessage,
  type CustomFieldValues,
  type Language,
  type ValidationErrorItem,
} from '@storefront/contracts';
import { ApiError } from '../../errors/api-error.ts';
import { customFieldProblems } from '../pricing/custom-field-problems.ts';
import type { PresetFieldRecord } from './preset-repository.ts';

/**
 * Refuses values that do not fit the preset with 400 `VALIDATION_ERROR`, one item per field
 * (`values.<key>`): a key the preset has no field for, a required field left out, a value its
 * field's type does not take (the same rules as a product's custom fields).
 *
 * @example
 * checkPresetValues(preset.fields, { plate: 'ABC 123' }, 'en');
 */
export function checkPresetValues(
  fields: readonly PresetFieldRecord[],
  values: CustomFieldValues,
  language: Language,
): void {
  const known = new Set(fields.map((field) => field.key));
  const problems: ValidationErrorItem[] = Object.keys(values)
    .filter((key) => !known.has(key))
    .map((key) => ({
      message: validationMessage('validation.invalid', language),
      members: [`values.${key}`],
    }));
  for (const { key, problem } of customFieldProblems(
    fields.map((field) => ({ ...field, options: field.options })),
    values,
    { requireAll: true },
  )) {
    problems.push({
      message: validationMessage(
        problem === 'required' ? 'validation.required' : 'validation.invalid',
        language,
      ),
      members: [`values.${key}`],
    });
  }
  if (problems.length > 0) {
    throw new ApiError(400, 'VALIDATION_ERROR', { validationErrors: problems });
  }
}
