import * as z from 'zod/mini';
import { requiredText } from './required-text.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

/**
 * Email (docs/product/validation.md): required and a valid address (zod's email pattern). Output:
 * trimmed. Use `emailSchema.optional()` where an email may be left out.
 *
 * @example
 * emailSchema.parse(' sara@example.com '); // 'sara@example.com'
 */
export const emailSchema = z.pipe(
  requiredText(),
  z.email({ error: 'validation.email.invalid' satisfies ValidationMessageKey }),
);
