/** What the custom-field rule needs of a field's definition (a product's, or its stored row). */
export interface CustomFieldRule {
  key: string;
  type: string;
  required: boolean;
  options?: readonly { value: string }[] | null;
}

/** A custom field whose value is missing (`required`) or not acceptable (`invalid`). */
export interface CustomFieldProblem {
  key: string;
  problem: 'required' | 'invalid';
}

/**
 * Whether a custom field counts as given (and an add-on as chosen): a checkbox when its value is
 * `true`, any other field when its value is not blank.
 *
 * @example
 * isCustomFieldSet({ type: 'checkbox' }, 'false'); // false
 */
export function isCustomFieldSet(
  field: Pick<CustomFieldRule, 'type'>,
  value: string | undefined,
): boolean {
  if (value === undefined) return false;
  return field.type === 'checkbox' ? value.trim().toLowerCase() === 'true' : value.trim() !== '';
}

/** Whether `text` is a `YYYY-MM-DD` day that exists in the calendar. */
function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The problems of the values given for a product's custom fields (docs/product/validation.md,
 * "Custom fields of a cart line"): a `select` value that is not one of its options, a `number`
 * that is not a number, a `date` that is not a `YYYY-MM-DD` calendar day, and — when
 * `requireAll` (adding to or changing a cart, not asking a price) — a required field not set.
 * The API refuses by it; the checkout checks by it before sending, so the two never disagree.
 *
 * @example
 * customFieldProblems(product.customFields, { occasion: 'party' }, { requireAll: true });
 * // [{ key: 'occasion', problem: 'invalid' }]
 */
export function customFieldProblems(
  fields: readonly CustomFieldRule[],
  values: Readonly<Record<string, string>>,
  { requireAll }: { requireAll: boolean },
): CustomFieldProblem[] {
  const problems: CustomFieldProblem[] = [];
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined || !isCustomFieldSet(field, value)) {
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
            ? isCalendarDay(text)
            : true;
    if (!valid) problems.push({ key: field.key, problem: 'invalid' });
  }
  return problems;
}
