import {
  customFieldProblems,
  type CustomFieldProblem,
  type CustomFieldRule,
} from '@storefront/contracts';

/** A custom field of a cart line whose value is missing (`required`) or not acceptable (`invalid`). */
export type CartItemCustomFieldIssue = CustomFieldProblem;

/**
 * What the server will refuse in a cart line's custom-field values, against its product's
 * definitions: the contracts' rule the API refuses by (docs/product/validation.md, "Custom fields
 * of a cart line"), with every required field needed. Checked before UPDATE_ITEMS is sent, so the
 * shopper sees the problem on the field instead of a refused change.
 *
 * @example
 * cartItemCustomFieldIssues(product.customFields, { engraving: '' });
 * // [{ key: 'engraving', problem: 'required' }]
 */
export function cartItemCustomFieldIssues(
  fields: readonly CustomFieldRule[],
  values: Readonly<Record<string, string>>,
): CartItemCustomFieldIssue[] {
  return customFieldProblems(fields, values, { requireAll: true });
}
