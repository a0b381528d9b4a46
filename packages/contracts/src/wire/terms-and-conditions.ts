import * as z from 'zod/mini';
import { languageSchema } from '../constants/language-schema.ts';

/** Query of `GET /api/website-builder/terms-and-conditions`; `Accept-Language` when omitted. */
export const termsAndConditionsQuerySchema = z.object({
  language: z.optional(languageSchema),
});

/** The tenant's terms in the language asked (English when that one is missing), as HTML. */
export const termsAndConditionsSchema = z
  .object({
    /**
     * Tenant-written HTML: sanitize before showing (docs/product/api.md). Empty when there are none.
     */
    content: z.string(),
  })
  .register(z.globalRegistry, { id: 'TermsAndConditions' });

export type TermsAndConditionsQuery = z.infer<typeof termsAndConditionsQuerySchema>;
export type TermsAndConditions = z.infer<typeof termsAndConditionsSchema>;
