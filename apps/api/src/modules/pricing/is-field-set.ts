import type { CustomFieldRow } from '../catalog/catalog-product.ts';

/**
 * Whether a custom field counts as given (and an add-on as chosen): a checkbox when its value is
 * `true`, any other field when its value is not blank.
 *
 * @example
 * isFieldSet({ type: 'checkbox' }, 'false'); // false
 */
export function isFieldSet(
  field: Pick<CustomFieldRow, 'type'>,
  value: string | undefined,
): boolean {
  if (value === undefined) return false;
  return field.type === 'checkbox' ? value.trim().toLowerCase() === 'true' : value.trim() !== '';
}
