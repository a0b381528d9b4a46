import type { CustomField, CustomFieldValues } from '@storefront/contracts';

/** A custom field of a cart line whose value is missing (`required`) or not acceptable (`invalid`). */
export interface CartItemCustomFieldIssue {
  key: string;
  problem: 'required' | 'invalid';
}

// A checkbox counts as given when true; any other field when not blank (as the server counts).
function isGiven(field: Pick<CustomField, 'type'>, value: string | undefined): boolean {
  if (value === undefined) return false;
  return field.type === 'checkbox' ? value.trim().toLowerCase() === 'true' : value.trim() !== '';
}

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * What the server will refuse in a cart line's custom-field values, against its product's
 * definitions (docs/product/validation.md, "Custom fields of a cart line"): a required field not
 * given, a `select` value that is not one of its options, a `number` that is not a number, a
 * `date` that is not a `YYYY-MM-DD` calendar day. Checked before UPDATE_ITEMS is sent, so the
 * shopper sees the problem on the field instead of a refused change.
 *
 * @example
 * cartItemCustomFieldIssues(product.customFields, { engraving: '' });
 * // [{ key: 'engraving', problem: 'required' }]
 */
export function cartItemCustomFieldIssues(
  fields: readonly Pick<CustomField, 'key' | 'type' | 'required' | 'options'>[],
  values: CustomFieldValues,
): CartItemCustomFieldIssue[] {
  const issues: CartItemCustomFieldIssue[] = [];
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined || !isGiven(field, value)) {
      if (field.required) issues.push({ key: field.key, problem: 'required' });
      continue;
    }
    const text = value.trim();
    const valid =
      field.type === 'select'
        ? (field.options ?? []).some((option) => option.value === text)
        : field.type === 'number'
          ? Number.isFinite(Number(text))
          : field.type === 'date'
            ? isCalendarDate(text)
            : true;
    if (!valid) issues.push({ key: field.key, problem: 'invalid' });
  }
  return issues;
}
