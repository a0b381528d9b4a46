import * as z from 'zod/mini';
import type { CustomField } from '../wire/custom-field.ts';
import { customFieldProblems, isCustomFieldSet } from './custom-field-problems.ts';
import { normalizeDigits } from './normalize-digits.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

const required = 'validation.required' satisfies ValidationMessageKey;
const invalid = 'validation.invalid' satisfies ValidationMessageKey;

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
      // Trimmed, and Arabic-Indic digits of a number made ASCII: what is checked and sent.
      const given: Record<string, string> = {};
      for (const field of fields) {
        const value = values[field.key];
        if (value === undefined || !isCustomFieldSet(field, value)) continue;
        given[field.key] = field.type === 'number' ? normalizeDigits(value.trim()) : value.trim();
      }
      // The API's own rule (custom-field-problems.ts), so the form and the server never disagree.
      for (const { key, problem } of customFieldProblems(fields, given, { requireAll: true })) {
        context.issues.push({
          code: 'custom',
          input: values[key],
          path: [key],
          message: problem === 'required' ? required : invalid,
        });
        delete given[key];
      }
      return given;
    }),
  );
}
