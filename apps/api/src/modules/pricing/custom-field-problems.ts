import type { CustomFieldValues } from '@storefront/contracts';
import type { CustomFieldRow } from '../catalog/catalog-product.ts';
import { tenantDayStart } from '../availability/tenant-time-zone.ts';
import { isFieldSet } from './is-field-set.ts';

/** A custom field whose value is missing (`required`) or not acceptable (`invalid`). */
export interface CustomFieldProblem {
  key: string;
  problem: 'required' | 'invalid';
}

/**
 * The problems of the values given for a product's custom fields: a `select` value that is not
 * one of its options, a `number` that is not a number, a `date` that is not `YYYY-MM-DD`, and —
 * when `requireAll` (adding to a cart, not asking a price) — a required field not set.
 *
 * @example
 * customFieldProblems(product.customFields, { occasion: 'party' }, { requireAll: true });
 * // [{ key: 'occasion', problem: 'invalid' }]
 */
export function customFieldProblems(
  fields: readonly Pick<CustomFieldRow, 'key' | 'type' | 'required' | 'options'>[],
  values: CustomFieldValues,
  { requireAll }: { requireAll: boolean },
): CustomFieldProblem[] {
  const problems: CustomFieldProblem[] = [];
  for (const field of fields) {
    const value = values[field.key];
    if (!isFieldSet(field, value) || value === undefined) {
      if (requireAll && field.required) problems.push({ key: field.key, problem: 'required' });
      continue;
    }
    const text = value.trim();
    const valid =
      field.type === 'select'
        ? (field.options ?? []).some((option) => option.value === text)
        : field.type === 'number'
          ? Number.isFinite(Number(text))
          : field.type === 'date'
            ? tenantDayStart(text) !== null
            : true;
    if (!valid) problems.push({ key: field.key, problem: 'invalid' });
  }
  return problems;
}
