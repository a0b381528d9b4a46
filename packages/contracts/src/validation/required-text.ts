import * as z from 'zod/mini';
import { normalizeDigits } from './normalize-digits.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

const required = 'validation.required' satisfies ValidationMessageKey;
const invalid = 'validation.invalid' satisfies ValidationMessageKey;

/** How {@link requiredText} cleans a value before checking it. */
export interface RequiredTextOptions {
  /** Turn Arabic-Indic digits into Western ones (number fields). */
  digits?: boolean;
  /** Characters to drop, e.g. `/[\s-]/g` for the separators of a card number. */
  ignore?: RegExp;
}

/**
 * A required text field: trimmed, and "This field is required" (`validation.required`) when it is
 * missing or blank once cleaned. Later checks stop at the first failure (`abort`), so a field
 * shows one message at a time.
 *
 * @example
 * requiredText().min(2, { error: 'validation.name.tooShort' });
 * requiredText({ digits: true, ignore: /[\s-]/g }); // '٤١١١ ١١١١' → '41111111'
 */
export function requiredText({ digits = false, ignore }: RequiredTextOptions = {}) {
  let text = z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid),
  });
  if (digits) text = text.check(z.overwrite(normalizeDigits));
  if (ignore) text = text.check(z.overwrite((value) => value.replace(ignore, '')));
  return text.check(z.trim()).check(z.minLength(1, { error: required, abort: true }));
}
