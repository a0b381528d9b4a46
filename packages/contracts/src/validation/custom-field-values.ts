import * as z from 'zod/mini';
import type { CustomField } from '../wire/custom-field.ts';
import { normalizeDigits } from './normalize-digits.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

const required = 'validation.required' satisfies ValidationMessageKey;
const invalid = 'validation.invalid' satisfies ValidationMessageKey;

/** Whether a field counts as given, as the server counts it: a checkbox when `true`, else not blank. */
export function isCustomFieldSet(
  field: Pick<CustomField, 'type'>,
  value: string | undefined,
): boolean {
  if (value === undefined) return false;
  return field.type === 'checkbox' ? value.trim().toLowerCase() === 'true' : value.trim() !== '';
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function isValidValue(field: CustomField, text: string): boolean {
  switch (field.type) {
    case 'select':
      return (field.options ?? []).some((option) => option.value === text);
    case 'number':
      return Number.isFinite(Number(normalizeDigits(text)));
    case 'date':
      return isoDate.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
    default:
      return true;
  }
}

/**
 * The form schema of a product's custom fields and add-ons (values by field key, as strings; a
 * checkbox is `'true'` or `'false'`): a required field must be set ("This field is required"), a
 * `select` must be one of its options, a `number` a number, a `date` `YYYY-MM-DD`, the same rules
 * the API applies when the item is added. Fields left unset are dropped from the output.
 *
 * @example
 * customFieldValuesFormSchema(product.customFields).safeParse({ engraving: '' }).success; // false when required
 */
export function customFieldValuesFormSchema(fields: readonly CustomField[]) {
  return z.pipe(
    z.record(z.string(), z.optional(z.string())),
    z.transform((values, context) => {
      const output: Record<string, string> = {};
      for (const field of fields) {
        const value = values[field.key];
        if (!isCustomFieldSet(field, value) || value === undefined) {
          if (field.required) {
            context.issues.push({
              code: 'custom',
              input: value,
              path: [field.key],
              message: required,
            });
          }
          continue;
        }
        const text = field.type === 'number' ? normalizeDigits(value.trim()) : value.trim();
        if (!isValidValue(field, text)) {
          context.issues.push({
            code: 'custom',
            input: value,
            path: [field.key],
            message: invalid,
          });
          continue;
        }
        output[field.key] = text;
      }
      return output;
    }),
  );
}
