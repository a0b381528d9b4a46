import { emailSchema, type ValidationMessageKey } from '@storefront/contracts';
import * as z from 'zod/mini';

const required = 'validation.required' satisfies ValidationMessageKey;
const invalidEmail = 'validation.email.invalid' satisfies ValidationMessageKey;

/**
 * The profile form (docs/product/account-pages.md): a name, and an email that may be left empty (no
 * email) but is checked, by the API's own rule, when given. Messages are text keys, translated
 * where they are shown.
 */
export const profileFormSchema = z.object({
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: required }))
    .check(z.maxLength(100)),
  email: z
    .string()
    .check(z.trim())
    .check(
      z.refine((value) => value === '' || emailSchema.safeParse(value).success, {
        error: invalidEmail,
      }),
    ),
});

export type ProfileFormValues = z.infer<typeof profileFormSchema>;
