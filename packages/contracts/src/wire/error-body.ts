import * as z from 'zod/mini';

/** One field failure of a 400 `VALIDATION_ERROR` (ABP style, docs/product/wire-conventions.md). */
export const validationErrorItemSchema = z.object({
  message: z.string(),
  members: z.array(z.string()),
});

/** The body of every non-2xx answer under `/api/...`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.nullable(z.string()),
    validationErrors: z.nullable(z.array(validationErrorItemSchema)),
  }),
});

export type ValidationErrorItem = z.infer<typeof validationErrorItemSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
