import type * as z from 'zod/mini';
import { toValidationErrors } from '../to-validation-errors.ts';

/**
 * Test helper: the `[key, message]` pairs a schema reports for an input (English unless told),
 * or an empty list when it passes.
 */
export function failuresOf(
  schema: z.ZodMiniType,
  input: unknown,
  language = 'en',
): [key: string, message: string][] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : toValidationErrors(result.error, language).map((error) => [error.key, error.message]);
}
